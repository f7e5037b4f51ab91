/**
 * The figure check: every amount in dirhams, time of day and phone number an answer states must come from the
 * company's facts or from what a function answered for this question (an estimate, the free slots). The embedded
 * answers are written from those and checked all the same; a model's answer that states any other figure is replaced
 * by the embedded one. Figures are compared by value, so 'AED 1,050', '1050 درهم' and '1,050.00 AED' are one amount,
 * '10:00 AM', '10 am' and '10:00 ص' one time, and '+971 50 000 0000' and '971500000000' one number.
 */
import { bookingLimits, openingHours, type PriceList, slotHour, timeSlots } from '../_shared/booking.ts';
import { contact, packages } from '../_shared/company.ts';

export interface Figures {
  /** Amounts in fils. */
  amounts: number[];
  /** Times of day in minutes after midnight. */
  times: number[];
  /** Phone numbers, digits only. */
  phones: string[];
}

const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
const westernDigits = (text: string) =>
  text.replace(arabicDigits, (digit) => String(((digit.charCodeAt(0) - 0x0660) % 0x90) % 10)).replace(/\u066B/g, '.');

const amountNumber = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;
const amountPatterns = [
  new RegExp(String.raw`(?:AED|Dhs?\.?|dirhams?)\s*${amountNumber}`, 'giu'),
  new RegExp(String.raw`${amountNumber}\s*(?:AED|Dhs?\b|dirhams?|درهم|دراهم|د\.\s?إ)`, 'giu'),
];
const timePattern = /(?<![\d:])(\d{1,2})(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?|ص|م|صباحًا|صباحا|مساءً|مساء)(?![\p{L}])/giu;
const clockPattern = /(?<![\d:.,])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/g;
const phonePattern = /(?<![\d])\+?\d[\d\s\-()]{7,}\d(?![\d])/g;

/** The amounts, times and phone numbers a text states. */
export function extractFigures(raw: string): Figures {
  const text = westernDigits(raw);
  const amounts: number[] = [];
  for (const pattern of amountPatterns) {
    for (const match of text.matchAll(pattern)) {
      const whole = Number((match[1] as string).replace(/,/g, ''));
      const fraction = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
      amounts.push(whole * 100 + fraction);
    }
  }
  const times: number[] = [];
  const timeSpans: [number, number][] = [];
  for (const match of text.matchAll(timePattern)) {
    const hour = Number(match[1]) % 12;
    const pm = /^(p|م|مساء)/i.test(match[3] as string);
    times.push((pm ? hour + 12 : hour) * 60 + Number(match[2] ?? 0));
    timeSpans.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(clockPattern)) {
    if (timeSpans.some(([start, end]) => match.index >= start && match.index < end)) continue;
    times.push(Number(match[1]) * 60 + Number(match[2]));
  }
  const phones: string[] = [];
  for (const match of text.matchAll(phonePattern)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 9) phones.push(digits);
  }
  return { amounts, times, phones };
}

/** The figures an answer may state: a set per kind. */
export interface AllowedFigures {
  amounts: Set<number>;
  times: Set<number>;
  phones: Set<string>;
}

/** The figures of the facts: the price list's amounts, the packages, the opening hours and slots, the phone. */
export function factFigures(list: PriceList): AllowedFigures {
  const amounts = new Set<number>();
  for (const option of list.options) amounts.add(Math.round(option.price * 100));
  for (const extra of list.extras) amounts.add(Math.round(extra.price * 100));
  for (const plan of packages) amounts.add(plan.price * 100);
  const times = new Set<number>();
  for (const slot of timeSlots) {
    times.add(slotHour(slot) * 60);
    times.add((slotHour(slot) + bookingLimits.blockHours) * 60);
  }
  for (const { open, close } of Object.values(openingHours)) {
    times.add(open * 60);
    times.add(close * 60);
  }
  const phones = new Set([contact.phone.replace(/\D/g, ''), contact.whatsappNumber]);
  return { amounts, times, phones };
}

/** Adds what a function answered (an estimate, free slots) to the figures an answer may state. */
export function allow(allowed: AllowedFigures, figures: Partial<Figures>): AllowedFigures {
  for (const amount of figures.amounts ?? []) allowed.amounts.add(amount);
  for (const time of figures.times ?? []) allowed.times.add(time);
  for (const phone of figures.phones ?? []) allowed.phones.add(phone);
  return allowed;
}

/** The figures of a text that the allowed ones do not hold, as the text writes them; none when it passes. */
export function inventedFigures(text: string, allowed: AllowedFigures): Figures {
  const figures = extractFigures(text);
  return {
    amounts: figures.amounts.filter((amount) => !allowed.amounts.has(amount)),
    times: figures.times.filter((time) => !allowed.times.has(time)),
    phones: figures.phones.filter((phone) => !allowed.phones.has(phone)),
  };
}

export const hasInvented = (figures: Figures): boolean =>
  figures.amounts.length + figures.times.length + figures.phones.length > 0;
