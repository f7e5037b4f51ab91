import { messages } from '@sparkle/machines';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from './activateLocale';
import { activateEnglish } from './i18n';
import { bookingDay, machineText, slotTime } from './machineMessages';

/** Every text `messages` can make: its strings, and its functions called with sample arguments. */
function allTexts(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    const samples: unknown[][] = [
      ['10:00 AM', 'Tue 1 Dec', ['11:00 AM', '12:00 PM']],
      ['10:00 AM', 'Tue 1 Dec', []],
      ['10:00 AM', 'Tue 1 Dec', null],
    ];
    // Functions of one string (an e-mail, a file type, a phone, a message): one call is enough.
    const calls = node.length >= 2 ? samples.map((args) => args.slice(0, node.length)) : [['omar@example.com']];
    return calls.flatMap((args, i) => allTexts((node as (...a: unknown[]) => unknown)(...args), `${path}(${i})`));
  }
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => allTexts(value, `${path}.${key}`));
  }
  return [];
}

const texts = allTexts(messages, 'messages');

describe('machineText', () => {
  afterAll(() => activateEnglish());

  it('finds texts in every part of messages', () => {
    expect(texts.length).toBeGreaterThan(60);
  });

  it('gives back the English exactly with English active', () => {
    activateEnglish();
    for (const [path, english] of texts) expect(machineText(english), path).toBe(english);
  });

  it('translates every text of messages into Arabic', async () => {
    await activateLocale('ar');
    for (const [path, english] of texts) {
      const arabic = machineText(english);
      expect(arabic, `${path}: ${english}`).not.toBe(english);
      expect(arabic, `${path}: ${english}`).toMatch(/[\u0600-\u06ff]/);
      // No English sentence left inside (the slot's and the day's words included); e-mails and phones aside.
      expect(arabic.replace(/\S+@\S+/g, ''), `${path}: ${english}`).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('writes the slots and days in Arabic', async () => {
    await activateLocale('ar');
    expect(slotTime('08:00 AM')).toMatch(/^08:00\s?ص$/);
    expect(slotTime('01:00 PM')).toMatch(/^01:00\s?م$/);
    expect(bookingDay('Tue 1 Dec')).toContain('ديسمبر');
    expect(bookingDay('Tue 1 Dec')).toContain('الثلاثاء');
  });

  it('leaves an unknown text as it is', async () => {
    await activateLocale('ar');
    expect(machineText('Something the server said')).toBe('Something the server said');
  });
});
