import type { MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';

/** A phone number as the business stores it (E.164) and as the site shows it. */
export interface NormalizedPhone {
  /** '+971501234567' */
  e164: string;
  /** '+971 50 123 4567' */
  display: string;
}

/** libphonenumber-js's reader and the metadata it reads with. */
export interface PhoneReader {
  parse: typeof parsePhoneNumberFromString;
  metadata: MetadataJson;
}

let reader: PhoneReader | undefined;

/**
 * Gives the phone check libphonenumber-js (`libphonenumber-js/core` and its `min` metadata, about 30 KB
 * gzipped together): the site loads them when the booking form is first used, so that opening /book-now does not
 * wait for them; tests provide them up front. Until then, `normalizePhone` reads numbers by their shape (below).
 */
export function providePhoneReader(next: PhoneReader | undefined): void {
  reader = next;
}

/**
 * The first moments of a page, before the metadata has arrived: a number is read by its shape, as E.164
 * ('+…' or '00…', 8 to 15 digits) or as a UAE number written the national way ('0' and 8 or 9 digits). The
 * database refuses anything that is not E.164 in the end.
 */
function byShape(input: string): NormalizedPhone | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  let e164: string | undefined;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) e164 = compact;
  else if (/^00[1-9]\d{7,14}$/.test(compact)) e164 = `+${compact.slice(2)}`;
  else if (/^0[1-9]\d{7,8}$/.test(compact)) e164 = `+971${compact.slice(1)}`;
  return e164 ? { e164, display: e164 } : null;
}

/**
 * Reads a phone number as people in Dubai type it: a UAE number in any of its usual forms ('050 123 4567',
 * '+971501234567', '00971 50 123 4567'), or another country's in international form ('+44 7911 123456').
 * Null when it is not a valid number, or carries an extension (E.164 has no place for one, and a crew cannot
 * dial it). The `min` metadata checks length and prefixes, which is what a form can judge.
 */
export function normalizePhone(input: string): NormalizedPhone | null {
  if (!reader) return byShape(input);
  const phone = reader.parse(input.trim(), 'AE', reader.metadata);
  if (!phone?.isValid() || phone.ext) return null;
  return { e164: phone.number, display: phone.formatInternational() };
}
