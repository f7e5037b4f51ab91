import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatSource } from './runtime';

/**
 * English pages format the code's texts without Lingui's runtime (src/i18n/runtime.ts): for every kind of message
 * the site writes, ours must give exactly what Lingui gives for the same compiled message.
 */
const lingui = setupI18n({ locale: 'en', locales: ['en-AE', 'en'], messages: { en: {} } });

const cases: [string, Record<string, unknown>][] = [
  ['Plain text, with punctuation: ‘quotes’ & signs.', {}],
  ['Welcome to {companyName}', { companyName: 'SparkleClean Dubai' }],
  ['{0} on {1}', { 0: '10:00 AM', 1: 'Tue 1 Dec' }],
  ['{count, plural, one {# item} other {# items}}', { count: 1 }],
  ['{count, plural, one {# item} other {# items}}', { count: 1200 }],
  ['{count, plural, =0 {No bookings} one {One booking} other {# bookings}} today', { count: 0 }],
  ['{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}', { count: 3 }],
  ['{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { place: 22 }],
  ['{kind, select, home {Home size} office {Office area} other {Size}}', { kind: 'office' }],
  ['{kind, select, home {Home size} office {Office area} other {Size}}', { kind: 'boat' }],
];

describe('English texts without Lingui’s runtime', () => {
  for (const [message, values] of cases) {
    it(`formats ${JSON.stringify(message)} as Lingui does`, () => {
      const descriptor = { id: 'x', message: compileMessage(message) as never, values };
      expect(formatSource(descriptor)).toBe(lingui._(descriptor));
    });
  }
});
