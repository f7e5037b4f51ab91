import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDate,
  endOfMonth,
  endOfWeek,
  formatDayMonthYear,
  formatDayNumber,
  formatLongDate,
  formatMonthYear,
  isIsoDate,
  monthGrid,
  startOfMonth,
  startOfWeek,
  todayIn,
  uaeWeekStartsOn,
  weekday,
  weekdayNames,
} from './dates';

const runnerTimeZone = process.env.TZ;
afterEach(() => {
  if (runnerTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = runnerTimeZone;
});

/** Runs the rest of a test as if the visitor's (or the CI machine's) clock were set to `timeZone`. */
function useRunnerTimeZone(timeZone: string, utcOffsetHours: number) {
  process.env.TZ = timeZone;
  // Node applies a changed TZ at once; make sure it did, or the test would prove nothing.
  expect(new Date('2026-01-15T12:00:00Z').getHours()).toBe((12 + utcOffsetHours + 24) % 24);
}

describe('isIsoDate', () => {
  it('accepts days that exist, leap days included', () => {
    for (const iso of ['2026-01-31', '2026-04-30', '2028-02-29', '2000-02-29', '2026-12-31']) {
      expect(isIsoDate(iso)).toBe(true);
    }
  });

  it('refuses days past a month end, leap days of common years and malformed text', () => {
    for (const iso of ['2026-02-29', '2100-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      expect(isIsoDate(iso)).toBe(false);
    }
    for (const text of ['2026-1-05', '05/01/2026', '2026-01-05T00:00', '', null, undefined]) {
      expect(isIsoDate(text)).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('crosses month ends, leap days and the year end', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('counts 365 days in a common year and 366 in a leap year', () => {
    expect(addDays('2026-03-01', 365)).toBe('2027-03-01');
    expect(addDays('2028-01-01', 366)).toBe('2029-01-01');
  });
});

describe('addMonths', () => {
  it('keeps the day of the month when the target month has it', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });

  it('moves whole years (Shift+PageUp/PageDown), a leap day landing on 28 February', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
  });
});

describe('month boundaries', () => {
  it('finds the first and last day of every kind of month', () => {
    expect(startOfMonth('2026-11-22')).toBe('2026-11-01');
    expect(endOfMonth('2026-01-10')).toBe('2026-01-31');
    expect(endOfMonth('2026-04-10')).toBe('2026-04-30');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2100-02-10')).toBe('2100-02-28');
    expect(endOfMonth('2000-02-10')).toBe('2000-02-29');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });
});

describe('weeks', () => {
  it('finds the start and end of a week across month and year ends', () => {
    // 1 January 2026 is a Thursday.
    expect(weekday('2026-01-01')).toBe(4);
    expect(startOfWeek('2026-01-01', 1)).toBe('2025-12-29');
    expect(endOfWeek('2026-12-31', 1)).toBe('2027-01-03');
    expect(startOfWeek('2026-03-01', 0)).toBe('2026-03-01');
    expect(endOfWeek('2028-02-27', 1)).toBe('2028-02-27');
    expect(startOfWeek('2028-03-01', 1)).toBe('2028-02-28');
  });
});

describe('monthGrid', () => {
  const days = (weeks: (string | null)[][]) => weeks.flat().filter((day): day is string => day !== null);

  it('lays February 2026 out in exactly four weeks when weeks start on Sunday', () => {
    const weeks = monthGrid('2026-02-14', 0);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-07',
    ]);
    expect(weeks[3]?.at(-1)).toBe('2026-02-28');
  });

  it('pads the weeks with blanks for days of other months (Monday first)', () => {
    const weeks = monthGrid('2026-02-14', 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks[4]).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      null,
    ]);
  });

  it('holds every day of the month once, in order, leap day included', () => {
    for (const [iso, count] of [
      ['2028-02-01', 29],
      ['2026-02-01', 28],
      ['2026-08-01', 31],
      ['2026-11-01', 30],
    ] as const) {
      const all = days(monthGrid(iso, 1));
      expect(all).toHaveLength(count);
      expect(all[0]).toBe(iso);
      expect(all.at(-1)).toBe(endOfMonth(iso));
      for (const [i, day] of all.entries()) {
        if (i > 0) expect(day).toBe(addDays(all[i - 1] as string, 1));
      }
    }
  });
});

describe('clampDate', () => {
  it('keeps a day inside the range and moves one outside to the nearest end', () => {
    expect(clampDate('2026-05-10', '2026-05-01', '2026-05-31')).toBe('2026-05-10');
    expect(clampDate('2026-04-30', '2026-05-01', undefined)).toBe('2026-05-01');
    expect(clampDate('2026-06-01', undefined, '2026-05-31')).toBe('2026-05-31');
  });
});

describe('todayIn (Dubai time, UTC+4 all year)', () => {
  it('is already tomorrow in Dubai at 23:30 UTC', () => {
    expect(todayIn('Asia/Dubai', new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
    expect(todayIn('UTC', new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-10');
  });

  it('turns the day at 20:00 UTC, in winter and in summer alike (no daylight saving time)', () => {
    for (const day of ['2026-01-15', '2026-07-15']) {
      expect(todayIn('Asia/Dubai', new Date(`${day}T19:59:59Z`))).toBe(day);
      expect(todayIn('Asia/Dubai', new Date(`${day}T20:00:00Z`))).toBe(addDays(day, 1));
    }
  });

  it('crosses month ends, leap days and the year end on Dubai time', () => {
    expect(todayIn('Asia/Dubai', new Date('2026-04-30T21:00:00Z'))).toBe('2026-05-01');
    expect(todayIn('Asia/Dubai', new Date('2028-02-28T20:30:00Z'))).toBe('2028-02-29');
    expect(todayIn('Asia/Dubai', new Date('2028-02-29T20:30:00Z'))).toBe('2028-03-01');
    expect(todayIn('Asia/Dubai', new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('defaults to Dubai, whatever time zone the visitor’s device is set to', () => {
    const now = new Date('2026-06-30T22:15:00Z');
    useRunnerTimeZone('America/Los_Angeles', -8);
    expect(todayIn(undefined, now)).toBe('2026-07-01');
    useRunnerTimeZone('Pacific/Kiritimati', 14);
    expect(todayIn(undefined, now)).toBe('2026-07-01');
  });
});

describe('independence from the runner’s time zone', () => {
  for (const [timeZone, offset] of [
    ['America/Los_Angeles', -8],
    ['Asia/Dubai', 4],
    ['Pacific/Kiritimati', 14],
  ] as const) {
    it(`computes and formats the same calendar days in ${timeZone}`, () => {
      useRunnerTimeZone(timeZone, offset);
      expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
      expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
      expect(weekday('2026-11-22')).toBe(0);
      expect(formatLongDate('2026-11-22', 'en-GB')).toBe('Sunday 22 November 2026');
      expect(formatLongDate('2028-02-29', 'en-GB')).toBe('Tuesday 29 February 2028');
      expect(formatMonthYear('2026-12-01', 'en-GB')).toBe('December 2026');
      expect(weekdayNames(1, 'en-GB').map((name) => name.long)).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
    });
  }
});

describe('English and Arabic as written in the UAE', () => {
  it('the English texts are the same in en-AE as in en-GB (the field’s former default)', () => {
    for (const iso of ['2026-11-22', '2028-02-29', '2027-01-01']) {
      expect(formatLongDate(iso, 'en-AE')).toBe(formatLongDate(iso, 'en-GB'));
      expect(formatMonthYear(iso, 'en-AE')).toBe(formatMonthYear(iso, 'en-GB'));
    }
    expect(weekdayNames(1, 'en-AE')).toEqual(weekdayNames(1, 'en-GB'));
  });

  it('names months and weekdays in Arabic for ar-AE', () => {
    expect(formatLongDate('2026-11-22', 'ar-AE')).toBe('الأحد 22 نوفمبر 2026');
    expect(formatMonthYear('2026-11-01', 'ar-AE')).toBe('نوفمبر 2026');
    expect(weekdayNames(1, 'ar-AE').map((name) => name.long)).toEqual([
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
      'السبت',
      'الأحد',
    ]);
  });

  it('writes the day and the year in the locale’s digits', () => {
    // ar-AE writes Western digits (CLDR's default numbering system for the UAE); Egypt's Arabic does not.
    expect(formatDayNumber('2026-11-22', 'ar-AE')).toBe('22');
    expect(formatDayMonthYear('2026-11-22', 'ar-EG')).toBe('٢٢ نوفمبر ٢٠٢٦');
  });

  it('starts the week on Monday, as CLDR says for both en-AE and ar-AE', () => {
    expect(uaeWeekStartsOn).toBe(1);
    for (const tag of ['en-AE', 'ar-AE']) {
      const locale = new Intl.Locale(tag) as Intl.Locale & {
        getWeekInfo?: () => { firstDay: number; weekend: number[] };
        weekInfo?: { firstDay: number; weekend: number[] };
      };
      const info = locale.getWeekInfo?.() ?? locale.weekInfo;
      // Intl counts 1 Monday … 7 Sunday; the UAE's weekend has been Saturday and Sunday since 2022.
      expect(info).toMatchObject({ firstDay: 1, weekend: [6, 7] });
    }
  });
});
