import { isRateLimitedError, RateLimitedError } from '@sparkle/machines';
import { AuthApiError, PostgrestError, StorageApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { serviceError } from './serviceErrors';

// Errors as supabase-js builds them from each service's 429 (apps/backend/README.md, Security) and from others.
const limitedBooking = new PostgrestError({
  message: 'Too many booking requests from your connection. Please try again in an hour, or call us to book.',
  details: 'At most 5 per 60 minutes from one connection.',
  hint: 'Try again in 42 minutes.',
  code: 'PT429',
});
const limitedUpload = new StorageApiError(
  'Too many photos uploaded from your connection.',
  429,
  '429',
  'storage',
  'TooManyRequests',
);
const limitedSignUp = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');

describe('serviceError', () => {
  it('turns a 429 of the data API, storage or auth into a RateLimitedError, keeping the service’s error', () => {
    for (const [error, status] of [
      [limitedBooking, 429],
      [limitedBooking, undefined],
      [limitedUpload, undefined],
      [limitedSignUp, undefined],
    ] as const) {
      const mapped = serviceError(error, status);
      expect(isRateLimitedError(mapped)).toBe(true);
      expect(mapped).toBeInstanceOf(RateLimitedError);
      expect((mapped as Error).message).toBe(error.message);
      expect((mapped as Error).cause).toBe(error);
    }
  });

  it('knows a data API 429 by its status alone', () => {
    const error = new PostgrestError({ message: 'Too Many Requests', details: '', hint: '', code: '' });
    expect(isRateLimitedError(serviceError(error, 429))).toBe(true);
  });

  it('passes every other error on unchanged', () => {
    const others = [
      [new PostgrestError({ message: 'violates check constraint', details: '', hint: '', code: '23514' }), 400],
      [
        new StorageApiError('The object exceeded the maximum allowed size', 400, '413', 'storage', 'EntityTooLarge'),
        undefined,
      ],
      [new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), undefined],
      [new Error('Failed to fetch'), undefined],
      ['offline', undefined],
    ] as const;
    for (const [error, status] of others) expect(serviceError(error, status)).toBe(error);
  });
});
