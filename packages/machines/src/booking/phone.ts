import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A phone number as the business stores it (E.164) and as the site shows it. */
export interface NormalizedPhone {
  /** '+971501234567' */
  e164: string;
  /** '+971 50 123 4567' */
  display: string;
}

/**
 * Reads a phone number as people in Dubai type it: a UAE number in any of its usual forms ('050 123 4567',
 * '+971501234567', '00971 50 123 4567'), or another country's in international form ('+44 7911 123456').
 * Null when it is not a valid number, or carries an extension (E.164 has no place for one, and a crew cannot
 * dial it). The `min` metadata checks length and prefixes, which is what a form can judge.
 */
export function normalizePhone(input: string): NormalizedPhone | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'AE');
  if (!phone?.isValid() || phone.ext) return null;
  return { e164: phone.number, display: phone.formatInternational() };
}
