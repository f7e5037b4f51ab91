import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizePhone, providePhoneReader } from './phone';

const layla = { e164: '+971501234567', display: '+971 50 123 4567' };

describe('normalizePhone', () => {
  it.each(['050 123 4567', '0501234567', '+971501234567', '+971 50 123 4567', '00971 50 123 4567', '  050-123-4567 '])(
    'reads %j as the same UAE mobile',
    (input) => {
      expect(normalizePhone(input)).toEqual(layla);
    },
  );

  it('accepts a valid number of another country in international form', () => {
    expect(normalizePhone('+44 7911 123456')).toEqual({ e164: '+447911123456', display: '+44 7911 123456' });
    expect(normalizePhone('0044 7911 123456')).toEqual({ e164: '+447911123456', display: '+44 7911 123456' });
  });

  it.each(['', '   ', 'abc', '123', '050 123 456', '050 123 45678', '+44 7911', '+971 50 123 4567 ext. 2'])(
    'refuses %j',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('normalizePhone before the metadata has arrived (the first moments of a page)', () => {
  beforeEach(() => providePhoneReader(undefined));
  afterEach(() => providePhoneReader({ parse: parsePhoneNumberFromString, metadata }));

  it.each([
    ['050 123 4567', '+971501234567'],
    ['04 123 4567', '+97141234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['+44 7911 123456', '+447911123456'],
  ])('reads %j by its shape as %j', (input, e164) => {
    expect(normalizePhone(input)).toEqual({ e164, display: e164 });
  });

  it.each(['', 'abc', '123', '050 12', '+0 123 456 789', '12345678901234567'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});
