import { describe, expect, it } from 'vitest';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, messages, TOAST_DURATION } from './messages';

// The product's messages (docs/product.md, Messages people see), copied by hand: a change to a message must be a change
// to the spec.
describe('messages', () => {
  it('are the spec’s, word for word', () => {
    expect(messages.booking.missingDate).toBe('Please select a date');
    expect(messages.booking.missingTimeSlot).toBe('Please select a time slot');
    expect(messages.booking.missingService).toBe('Please select a service type');
    expect(messages.booking.success).toBe("Booking request submitted successfully! We'll contact you to confirm.");
    expect(messages.contact.success('omar@example.com')).toBe(
      "Message sent successfully to omar@example.com! We'll get back to you soon.",
    );
    expect(messages.errorTitle).toBe('Error');
    expect(messages.auth.signInSuccess).toEqual({
      title: 'Welcome back!',
      description: 'You have successfully signed in.',
    });
    expect(messages.auth.signUpSuccess).toEqual({
      title: 'Account created!',
      description: 'Please check your email to verify your account.',
    });
    expect(messages.auth.signOutSuccess).toEqual({
      title: 'Signed out',
      description: 'You have been successfully signed out.',
    });
    expect(messages.auth.missingCredentials).toBe('You must provide either an email or phone number and a password');
    expect(messages.promotion.missingEmail).toBe('Please enter an email address.');
    expect(messages.promotion.userNotFound).toBe('User not found. Make sure they have signed up first.');
    expect(messages.promotion.failure('boom')).toBe('Failed to make user admin: boom');
    expect(messages.promotion.success).toBe('User has been made an admin.');
    expect(messages.chat.unavailable.title).toBe('Service Temporarily Unavailable');
    expect(messages.chat.connectionError).toEqual({
      title: 'Connection Error',
      description: 'Unable to get response. Please contact us directly for assistance.',
    });
    expect(messages.upload.typeNotAllowed('image/svg+xml')).toBe('File type image/svg+xml is not allowed');
    expect(messages.upload.tooLarge).toBe('File size must be less than 5MB');
    expect(messages.upload.tooManyFiles).toBe('You can only upload up to 10 files');
    expect(messages.upload.failed).toBe('Upload failed');
    expect(messages.content.imageUpdated).toBe('Image Updated');
    expect(messages.content.serviceUpdated).toBe('Service Updated');
    expect(messages.content.contentUpdated).toBe('Content Updated');
    expect(messages.content.serviceDeleted).toEqual({
      title: 'Service Deleted',
      description: 'Service has been removed successfully.',
    });
  });

  it('label the pending buttons as the spec does', () => {
    expect(messages.booking.submitting).toBe('Submitting...');
    expect(messages.contact.sending).toBe('Sending...');
    expect(messages.auth.pending).toBe('Please wait...');
    expect(messages.promotion.processing).toBe('Processing...');
  });

  it('fill the gaps the spec leaves open, advising to phone where it says so', () => {
    expect(messages.chat.unavailable.description('+971 4 000 0000')).toContain('+971 4 000 0000');
    expect(messages.chat.apology).toMatch(/sorry/i);
    expect(messages.rateLimited).toMatch(/^Too many requests\. Please wait .* and try again/);
  });

  it('add the booking rules’ checks in the voice of the spec’s', () => {
    // The spec's booking refusals read 'Please select a …' without a full stop; the form-wide ones end with one.
    for (const text of [
      messages.booking.missingProperty,
      messages.booking.invalidQuantity,
      messages.booking.missingCommunity,
      messages.booking.missingBuilding,
    ]) {
      expect(text).toMatch(/^Please (select|enter) [^.]+$/);
    }
    expect(messages.form.invalidPhone).toBe('Please enter a valid phone number.');
    expect(messages.booking.invalidQuantity).toBe('Please enter a number of items from 1 to 20');
    expect(messages.booking.slotTaken('10:00 AM', 'Tue 1 Dec', null)).toBe(
      'Sorry, 10:00 AM on Tue 1 Dec has just been booked.',
    );
    expect(messages.booking.slotTaken('10:00 AM', 'Tue 1 Dec', ['11:00 AM', '01:00 PM'])).toBe(
      'Sorry, 10:00 AM on Tue 1 Dec has just been booked. Free times that day: 11:00 AM, 01:00 PM.',
    );
    expect(messages.booking.slotRefused('10:00 AM', 'Tue 1 Dec', [])).toBe(
      'Sorry, 10:00 AM on Tue 1 Dec can no longer be booked. No other time is free that day.',
    );
    expect(messages.manageBooking.late).toMatch(/24 hours.*call us/);
  });

  it('match the limits of section 9', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_UPLOAD_FILES).toBe(10);
    expect(ALLOWED_UPLOAD_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
    expect(TOAST_DURATION).toBe(4000);
  });
});
