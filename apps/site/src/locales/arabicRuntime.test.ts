import { type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { wholeArabicMessages } from './ar';
import { arabicTranslator } from './arabicRuntime';

/**
 * Arabic pages format their messages without Lingui's runtime (./arabicRuntime.ts): for every message of the
 * Arabic catalogue, and every kind of message, with values of each kind, ours must give exactly what Lingui gives.
 */
const lingui = (messages: Messages) =>
  setupI18n({ locale: 'ar', locales: ['ar-AE', 'ar'], messages: { ar: messages } });

/** The values' names a compiled message uses, with the kind of each (a count, a choice, or text). */
function valueNames(message: unknown, names = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(message)) return names;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, type, forms] = token as [string, string?, Record<string, unknown>?];
    names.set(name, type === 'select' ? (Object.keys(forms ?? {})[0] ?? 'other') : type ? 'count' : 'text');
    for (const form of Object.values(forms ?? {})) valueNames(form, names);
  }
  return names;
}

const samples = (names: Map<string, string>) =>
  [0, 1, 2, 3, 11, 100, 1200].map((count) =>
    Object.fromEntries(
      [...names].map(([name, kind]) => [name, kind === 'count' ? count : kind === 'text' ? `«${name}»` : kind]),
    ),
  );

describe('Arabic texts without Lingui’s runtime', () => {
  it('formats every message of the Arabic catalogue as Lingui does, with counts from 0 to 1,200', async () => {
    const messages = await wholeArabicMessages();
    const ours = arabicTranslator({ ...messages });
    const theirs = lingui(messages);
    const ids = Object.keys(messages);
    expect(ids.length).toBeGreaterThan(500);
    expect(ids.filter((id) => JSON.stringify(messages[id]).includes('"plural"')).length).toBeGreaterThan(0);
    for (const id of ids) {
      for (const values of samples(valueNames(messages[id]))) {
        const descriptor: MessageDescriptor = { id, values };
        expect(ours._(descriptor), id).toBe(theirs._(descriptor));
      }
    }
  });

  const cases: [string, Record<string, unknown>][] = [
    [
      '{count, plural, =0 {لا حجوزات} one {حجز واحد} two {حجزان} few {# حجوزات} many {# حجزًا} other {# حجز}}',
      { count: 3 },
    ],
    ['{count, plural, offset:1 =0 {لا أحد} one {أنت} other {أنت و# آخرون}}', { count: 3 }],
    ['{place, selectordinal, other {رقم #}}', { place: 22 }],
    ['{kind, select, home {المنزل} other {المكان}} {n}', { kind: 'home', n: 5 }],
    ['\\u0041 نص', {}],
  ];
  for (const [message, values] of cases) {
    it(`formats ${JSON.stringify(message)} as Lingui does`, () => {
      const compiled = { x: compileMessage(message) } as unknown as Messages;
      expect(arabicTranslator({ ...compiled })._({ id: 'x', values })).toBe(lingui(compiled)._({ id: 'x', values }));
    });
  }

  it("falls back to a missing message's English, as Lingui does", () => {
    const descriptor = { id: 'missing', message: compileMessage('Hello {name}') as never, values: { name: 'Sara' } };
    expect(arabicTranslator({})._(descriptor)).toBe(lingui({})._(descriptor));
  });
});
