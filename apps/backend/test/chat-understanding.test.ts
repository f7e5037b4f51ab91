import { defaultPriceList } from '@sparkle/company/booking';
import { describe, expect, it } from 'vitest';
import { extractFigures, factFigures, hasInvented, inventedFigures } from '../../../supabase/functions/chat/figures.ts';
import { FigureGuard, InventedFigureError } from '../../../supabase/functions/chat/model.ts';
import { findPlace, searchFaqs } from '../../../supabase/functions/chat/search.ts';
import { understand } from '../../../supabase/functions/chat/understand.ts';

// What the assistant reads in a message, what the search finds and what the figure check lets through, without a
// backend. Wednesday 2 December 2026, 09:00 in Dubai.
const now = Date.parse('2026-12-02T05:00:00Z');

describe('understand', () => {
  it.each([
    ['Any slot tomorrow?', '2026-12-03'],
    ['any slot tmrw', '2026-12-03'],
    ['هل يوجد موعد بكرة؟', '2026-12-03'],
    ['the day after tomorrow', '2026-12-04'],
    ['Saturday morning', '2026-12-05'],
    ['يوم السبت', '2026-12-05'],
    ['next Wednesday', '2026-12-09'],
    ['on 10 December', '2026-12-10'],
    ['December 10th', '2026-12-10'],
    ['10/12', '2026-12-10'],
    ['يوم 10 ديسمبر', '2026-12-10'],
    ['on the 12th', '2026-12-12'],
    ['on 5 January', '2027-01-05'],
    ['today', '2026-12-02'],
  ])('reads the day of %j', (message, date) => {
    expect(understand(message, now).date).toBe(date);
  });

  it.each([
    ['at 10am', 10],
    ['10:00 AM', 10],
    ['at 2pm', 14],
    ['2 pm', 14],
    ['at 3', 15],
    ['الساعة 10 صباحا', 10],
    ['الساعة 4 مساء', 16],
    ['١٠ ص', 10],
  ])('reads the hour of %j', (message, hour) => {
    expect(understand(message, now).hour).toBe(hour);
  });

  it.each([
    ['deep clean', 'deep'],
    ['a deap clean of a 1 bedroom', 'deep'],
    ['carpett shampoo', 'carpet'],
    ['moving out of my flat', 'movein'],
    ['تنظيف عميق', 'deep'],
    ['تنظيف السجاد', 'carpet'],
    ['my office', 'office'],
    ['a 2 bedroom apartment', 'residential'],
    ['grease trap', 'grease-trap'],
    ['مصيدة الدهون', 'grease-trap'],
  ])('reads the service of %j', (message, service) => {
    expect(understand(message, now).service).toBe(service);
  });

  it.each([
    ['a studio', { property: 'studio' }],
    ['two bedroom flat', { property: '2br' }],
    ['3br apartment', { property: '3br' }],
    ['شقة غرفتين', { property: '2br' }],
    ['فيلا 4 غرف', { property: 'villa-4' }],
    ['a 4 bedroom villa', { property: 'villa-4' }],
    ['2,000 sq ft office', { property: 'office-m', sqft: 2000 }],
    ['15000 sqft', { sqft: 15000 }],
    ['3 rugs', { quantity: 3 }],
  ])('reads the size of %j', (message, size) => {
    expect(understand(message, now)).toMatchObject(size);
  });

  it('reads extras and what is asked', () => {
    const asked = understand('How much is a 2-bedroom deep clean with oven and fridge?', now);
    expect(asked.extras).toEqual(['oven', 'fridge']);
    expect(asked.asks).toMatchObject({ price: true, book: false });
    expect(understand('Book a deep clean on Saturday at 10am', now).asks.book).toBe(true);
    expect(understand('Any slot Saturday morning?', now)).toMatchObject({
      partOfDay: 'morning',
      asks: { availability: true },
    });
    // 'available' without a day or a time asks no calendar.
    expect(understand('Which packages are available?', now).asks.availability).toBe(false);
    // 'بكم' is a word of its own, not the end of 'مكتبكم'.
    expect(understand('أين يقع مكتبكم؟', now).asks.price).toBe(false);
    expect(understand('بكم تنظيف الشقة؟', now).asks.price).toBe(true);
  });
});

describe('the search', () => {
  it.each([
    ['What are your opening hours?', 'hours'],
    ['opening hours', 'hours'],
    ['ما هي ساعات العمل؟', 'hours'],
    ['what is your cancelation polcy', 'cancellation-policy'],
    ['How do I reschedule my booking?', 'reschedule'],
    ['Can I pay by card?', 'payment'],
    ['هل يمكنني الدفع بالبطاقة؟', 'payment'],
    ['is vat included', 'vat'],
  ])('finds the FAQ for %j', (question, id) => {
    expect(searchFaqs(question)[0]?.faq.id).toBe(id);
  });

  it.each([
    ['Do you clean in Jumeira Lake Towers?', 'Jumeirah Lake Towers (JLT)'],
    ['I live in JLT', 'Jumeirah Lake Towers (JLT)'],
    ['هل تنظفون في أبراج بحيرات الجميرا؟', 'Jumeirah Lake Towers (JLT)'],
    ['Dubai Hills', 'Dubai Hills Estate'],
    ['do you work in mirdiff', 'Mirdif'],
    ['البرشا', 'Al Barsha'],
    ['Do you cover Abu Dhabi?', 'Abu Dhabi'],
    ['in The Springs', 'The Springs'],
  ])('finds the place in %j, as spelt', (message, name) => {
    expect(findPlace(message)?.name).toBe(name);
  });

  it('does not take a common word for a place', () => {
    expect(findPlace('Do you do spring cleaning?')).toBeUndefined();
    expect(findPlace('Are your products green?')).toBeUndefined();
  });
});

describe('the figure check', () => {
  const allowed = factFigures(defaultPriceList);

  it('reads amounts, times and phone numbers however they are written', () => {
    expect(
      extractFigures('AED 1,050.50 or 420 درهم or ٤٢٠ درهم; 10:00 AM, 2 pm, 9:00 ص, 18:30; call +971 50 000 0000.'),
    ).toEqual({
      amounts: [105050, 42000, 42000],
      times: [600, 840, 540, 1110],
      phones: ['971500000000'],
    });
    // Sizes, counts and dates are not figures it checks.
    expect(hasInvented(extractFigures('1,001–2,500 sq ft, 15,000+ cleanings, 5 December, 2026-12-05'))).toBe(false);
  });

  it('lets through the facts and nothing else', () => {
    expect(
      hasInvented(inventedFigures('Deep clean from AED 250; open 8:00 AM – 8:00 PM; call +971 50 000 0000.', allowed)),
    ).toBe(false);
    expect(inventedFigures('A deep clean is AED 275, from 7:30 AM; call +971 4 123 4567.', allowed)).toEqual({
      amounts: [27500],
      times: [450],
      phones: ['97141234567'],
    });
  });

  it('passes a streamed answer on only once its figures are whole and checked', () => {
    const sent: string[] = [];
    const guard = new FigureGuard(factFigures(defaultPriceList), (text) => sent.push(text));
    guard.push('A studio is ');
    guard.push('AED 1');
    guard.push('20 before VAT, and we are open until 8:00 PM today as well as most days of the week.');
    expect(sent.join('')).not.toMatch(/AED 1$/);
    guard.finish();
    expect(sent.join('')).toBe(
      'A studio is AED 120 before VAT, and we are open until 8:00 PM today as well as most days of the week.',
    );

    const stopped: string[] = [];
    const strict = new FigureGuard(factFigures(defaultPriceList), (text) => stopped.push(text));
    strict.push('A deep clean is AED 2');
    expect(() => {
      strict.push('75 this week only, so book soon before the offer ends, really.');
      strict.finish();
    }).toThrow(InventedFigureError);
    expect(stopped.join('')).not.toContain('275');
  });
});
