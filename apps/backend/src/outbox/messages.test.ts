import { messageTemplates } from '@sparkle/messages';
import { renderEmail, renderWhatsApp, UnrenderableMessageError } from '@sparkle/messages/render';
import { whatsAppLink } from '@sparkle/messages/whatsapp';
import { describe, expect, it } from 'vitest';

// Every template renders in both languages from a payload as the database writes it: an HTML document in the
// customer's language and direction, a plain-text part, the booking's facts, and the .ics where it belongs.

const booking = {
  reference: 'SC-7K3M9Q',
  service: 'deep',
  date: '2026-12-01',
  time_slot: '01:00 PM',
  name: 'Aisha Khan',
  phone: '+971501234567',
  email: 'aisha@example.com',
  address: '1504, Marina Tower, Dubai Marina, Dubai',
  subtotal_aed: 300,
  vat_aed: 15,
  total_aed: 315,
  manage_path: '/booking/abc123',
};
const contactMessage = { name: 'Omar Said', email: 'omar@example.com', message: 'Do you clean villas?\nThanks' };
// A series as private.series_message_part writes it, and a visit of it that cannot keep its slot.
const series = {
  reference: 'SR-4H8N2W',
  frequency: 'weekly',
  interval_weeks: 1,
  weekday: 2,
  time_slot: '01:00 PM',
  discount_percent: 15,
  status: 'active',
  paused_until: null,
};
const visits = [
  { date: '2026-12-01', time_slot: '01:00 PM', state: 'booked', status: 'pending', flag_reason: null },
  { date: '2026-12-08', time_slot: '01:00 PM', state: 'flagged', status: null, flag_reason: 'full' },
];
const flaggedVisit = {
  reference: 'SR-4H8N2W',
  service: 'deep',
  name: 'Aisha Khan',
  phone: '+971501234567',
  email: 'aisha@example.com',
  address: '1504, Marina Tower, Dubai Marina, Dubai',
  date: '2026-12-08',
  time_slot: '01:00 PM',
  occurs_on: '2026-12-08',
  reason: 'full',
  suggestions: [
    { date: '2026-12-08', time_slot: '03:00 PM' },
    { date: '2026-12-09', time_slot: '01:00 PM' },
  ],
  series,
  series_id: '6f1c1d1e-0000-4000-8000-000000000001',
  manage_path: '/booking/abc123',
};
const reviewRequest = {
  review_path: '/review/rT0k3n-abcdefghijklmnopqrstuvwxyz0123456789',
  first_name: 'Aisha',
  reference: 'SC-7K3M9Q',
  service: 'deep',
  date: '2026-12-01',
  time_slot: '01:00 PM',
  expires_at: '2026-12-31T08:00:00Z',
};
const accountLink = (path: string, type: string) => ({
  link: `https://www.sparkle.test${path}?token_hash=4f0a9d2c7b1e8a3f5d6c0b9e2a7f4d1c8b3e6a0f9d2c5b8e1a4f7d0c&type=${type}`,
  email: 'staff@example.com',
  expires_in_minutes: 60,
});
const payloads: Record<string, Record<string, unknown>> = {
  booking_confirmation: booking,
  booking_rescheduled: booking,
  booking_cancelled: booking,
  booking_reminder: booking,
  contact_received: contactMessage,
  admin_new_booking: booking,
  admin_new_message: contactMessage,
  series_confirmation: { ...booking, series, visits },
  series_updated: { ...booking, series: { ...series, paused_until: '2026-12-20' }, visits, change: 'paused' },
  series_visit_flagged: flaggedVisit,
  admin_visit_flagged: { ...flaggedVisit, manage_path: undefined },
  account_confirm_email: {
    email: 'aisha@example.com',
    name: 'Aisha Khan',
    confirm_path: '/account/confirm?token=abc123',
    expires_in_days: 7,
  },
  cleaner_invitation: { join_path: '/crew/join/abc123', team: 'Team Falcon', expires_at: '2026-12-04T08:30:00Z' },
  review_request: reviewRequest,
  password_reset: accountLink('/auth/reset-password', 'recovery'),
  signup_confirmation: accountLink('/auth/confirm', 'signup'),
  magic_link: accountLink('/auth/confirm', 'magiclink'),
};
const accountKinds = ['password_reset', 'signup_confirmation', 'magic_link'];
const context = { siteUrl: 'https://www.sparkle.test', now: new Date('2026-11-27T10:00:00Z') };

describe('message templates', () => {
  it('has a payload here for every registered kind', () => {
    expect(messageTemplates.map((template) => template.kind).sort()).toEqual(Object.keys(payloads).sort());
  });

  for (const template of messageTemplates) {
    for (const locale of ['en', 'ar'] as const) {
      it(`${template.kind} in ${locale}`, async () => {
        const email = await renderEmail(template.kind, locale, payloads[template.kind], context);
        expect(email.subject.length).toBeGreaterThan(5);
        // The company's alerts are English whatever the customer's language.
        const language = template.audience === 'company' ? 'en' : locale;
        expect(email.html).toContain(`<html dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">`);
        expect(email.html).toContain('name="color-scheme"');
        expect(email.text).not.toMatch(/<(html|table|td|div|p)\b/);
        if (template.kind.startsWith('contact') || template.kind === 'admin_new_message') {
          expect(email.text).toContain('Do you clean villas?');
        } else if (template.kind === 'account_confirm_email') {
          expect(email.text).toContain('aisha@example.com');
          expect(email.html).toContain('href="https://www.sparkle.test/account/confirm?token=abc123"');
        } else if (template.kind.includes('visit_flagged')) {
          // The series, the visit that needs a new time and the nearest free times.
          expect(email.text).toContain('SR-4H8N2W');
          expect(email.text).toMatch(language === 'ar' ? /محجوزة/ : /already booked/);
          expect(email.text).toMatch(language === 'ar' ? /الخيار 2/ : /Option 2/);
        } else if (template.kind === 'cleaner_invitation') {
          expect(email.text).toContain('https://www.sparkle.test/crew/join/abc123');
          expect(email.text).toContain('Team Falcon');
        } else if (accountKinds.includes(template.kind)) {
          // The one-time link, and how long it lives.
          expect(email.html).toContain(`href="${String(payloads[template.kind]!.link).replace(/&/g, '&amp;')}"`);
          expect(email.text).toMatch(locale === 'ar' ? /60 دقيقة/ : /60 minutes/);
        } else if (template.kind === 'review_request') {
          expect(email.text).toContain('SC-7K3M9Q');
          expect(email.html).toContain(`href="https://www.sparkle.test${reviewRequest.review_path}"`);
          expect(email.text).toMatch(locale === 'ar' ? /31 ديسمبر 2026/ : /31 December 2026/);
        } else {
          // A change of a whole series is about the series, not its first visit.
          expect(email.text).toContain(template.kind === 'series_updated' ? 'SR-4H8N2W' : 'SC-7K3M9Q');
          expect(email.text).toMatch(language === 'ar' ? /بتوقيت دبي/ : /Dubai time/);
        }
        if (template.kind.startsWith('series_')) {
          // Messages of a regular cleaning name the series and how often it comes.
          expect(email.text).toContain('SR-4H8N2W');
          expect(email.text).toContain(language === 'ar' ? 'أسبوعياً' : 'Weekly');
        }
        if (
          ['booking_confirmation', 'booking_rescheduled', 'booking_reminder', 'series_confirmation'].includes(
            template.kind,
          )
        ) {
          const [ics] = email.attachments;
          expect(ics?.filename).toBe('SC-7K3M9Q.ics');
          expect(ics?.content).toContain('DTSTART;TZID=Asia/Dubai:20261201T130000');
          expect(ics?.content).toContain('https://www.sparkle.test/booking/abc123');
        } else {
          expect(email.attachments).toEqual([]);
        }
        if (template.audience === 'customer' && template.whatsapp) {
          const message = renderWhatsApp(template.kind, locale, payloads[template.kind], context);
          expect(message.text).toContain(template.kind.startsWith('series_') ? 'SR-4H8N2W' : 'SC-7K3M9Q');
          expect(message.parameters.every((parameter) => parameter.length > 0)).toBe(true);
        }
      });
    }
  }

  it('the confirmation carries the price with VAT, the manage link and the company phone', async () => {
    const email = await renderEmail('booking_confirmation', 'en', booking, context);
    const text = email.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('AED 300.00 + 5% VAT AED 15.00 = AED 315.00 incl. VAT');
    expect(text).toContain('Tuesday, 1 December 2026, 1:00 PM – 3:00 PM (Dubai time)');
    expect(email.html).toContain('href="https://www.sparkle.test/booking/abc123"');
    expect(email.html).toContain('href="https://wa.me/971500000000"');
    const withoutLink = await renderEmail(
      'booking_confirmation',
      'en',
      { ...booking, manage_path: undefined },
      context,
    );
    expect(withoutLink.text).toContain('To change or cancel the booking, call us');
  });

  it('refuses an unknown kind or an unusable payload for good', async () => {
    await expect(renderEmail('no_such_kind', 'en', {}, context)).rejects.toBeInstanceOf(UnrenderableMessageError);
    await expect(renderEmail('booking_confirmation', 'en', { reference: 'SC-1' }, context)).rejects.toThrow(
      /no usable "date"/,
    );
  });

  it('makes a Send on WhatsApp link for customers only', () => {
    const link = whatsAppLink('booking_confirmation', 'ar', booking, '+971 50 123 4567', context);
    expect(link).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
    expect(decodeURIComponent(link!.split('text=')[1]!)).toContain('SC-7K3M9Q');
    expect(whatsAppLink('admin_new_booking', 'en', booking, '+971501234567', context)).toBeNull();
    expect(whatsAppLink('booking_confirmation', 'en', booking, null, context)).toBeNull();
  });
});
