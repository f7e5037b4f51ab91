/**
 * What a visitor's message asks, read without a model: the service, the size of the home or office, how many items,
 * the extras, the day, the part of the day and the hour it names, and whether it asks to book, for free times or for a
 * price. Everything is matched on the normal form of text.ts, in English and Arabic, with room for a typo in longer
 * words. Dates are Dubai dates relative to `now`.
 */
import { addDays, type BookableServiceId, dubaiDate, isoWeekday, largestPricedOfficeSqFt } from '../_shared/booking.ts';
import type { ServiceId } from '../_shared/company.ts';
import { distance, near, normalize, words } from './text.ts';

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

export interface Understood {
  /** The normal form of the message (text.ts). */
  text: string;
  /** A service of the company's facts; `bookable` when the booking form offers it. */
  service?: ServiceId;
  bookable?: BookableServiceId;
  /** A size code of the price list ('studio', '2br', 'villa-4', 'office-m'). */
  property?: string;
  /** An office's floor area, when given in sq ft. */
  sqft?: number;
  /** Items for carpet & upholstery. */
  quantity?: number;
  extras: string[];
  date?: string;
  partOfDay?: PartOfDay;
  /** The hour (0–23) a time names. */
  hour?: number;
  asks: { book: boolean; availability: boolean; price: boolean; how: boolean };
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Words of each service, English and Arabic (normal form), the first match wins in this order. */
const serviceWords: readonly [ServiceId, RegExp, readonly string[]][] = [
  ['grease-trap', /grease|مصيد|مصايد|دهون|شحوم/, ['grease']],
  ['commercial-kitchen', /\bhoods?\b|\bducts?\b|commercial kitchen|مطبخ تجاري|مطابخ تجاريه|مطابخ التجاريه|شفاط/, []],
  ['restaurant', /restaurant|\bcafe|مطعم|مطاعم|مقهي/, ['restaurant']],
  ['sanitization', /saniti|disinfect|fogging|تعقيم|تطهير|معقم/, ['sanitization', 'disinfection']],
  ['movein', /move[\s-]?(in|out)|moving|end of tenancy|handover|انتقال|الانتقال|تسليم|مغادره/, ['moving']],
  [
    'carpet',
    /carpet|\brugs?\b|sofa|couch|upholster|mattress|سجاد|كنب|مفروشات|مرتبه|مراتب|موكيت/,
    ['carpet', 'upholstery', 'mattress'],
  ],
  ['deep', /\bdeep\b|thorough|spring clean|عميق|العميق/, ['deep']],
  ['office', /office|workplace|sq\.? ?ft|square f|مكتب|مكاتب|قدم مربع/, ['office']],
  [
    'residential',
    /\bhome\b|house|apartment|\bflat\b|villa|studio|bedroom|\d ?br\b|\bbhk\b|standard|regular|basic|maid|منزل|بيت|شقه|فيلا|استوديو|ستوديو|غرف|غرفه|غرفتين|عادي/,
    ['apartment', 'bedroom', 'regular', 'standard', 'residential'],
  ],
];

const bookableOf: Partial<Record<ServiceId, BookableServiceId>> = {
  residential: 'residential',
  office: 'office',
  deep: 'deep',
  movein: 'movein',
  carpet: 'carpet',
};

function findService(text: string): ServiceId | undefined {
  const tokens = words(text);
  // One wrong letter in a four-letter word ('deap') when its first letter is right.
  const close = (token: string, spelling: string) =>
    near(token, spelling) ||
    (token.length === 4 && spelling.length === 4 && token[0] === spelling[0] && distance(token, spelling, 1) <= 1);
  const misspelt = (spellings: readonly string[]) =>
    spellings.some((spelling) => tokens.some((token) => token.length >= 4 && close(token, spelling)));
  // A typo in a longer word ('deap', 'carpett') counts before the words of a home, which a message about a
  // '1 bedroom deap clean' also has.
  for (const [id, pattern, spellings] of serviceWords) {
    if (has(text, pattern) || (id !== 'residential' && misspelt(spellings))) return id;
  }
  const [, , homeSpellings] = serviceWords[serviceWords.length - 1] as (typeof serviceWords)[number];
  return misspelt(homeSpellings) ? 'residential' : undefined;
}

/** An Arabic word at the start of a word, after the letters written onto it (و ف ب ل ال): `(^|\s)(و|ف)?(ب|ل)?(ال)?word`. */
const ar = (...stems: string[]) => `(?:^|\\s)(?:و|ف)?(?:ب|ل|ك)?(?:ال)?(?:${stems.join('|')})`;

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  واحد: 1,
  واحده: 1,
  اثنين: 2,
  اثنان: 2,
  ثلاث: 3,
  ثلاثه: 3,
  اربع: 4,
  اربعه: 4,
  خمس: 5,
  خمسه: 5,
  ست: 6,
  سته: 6,
  سبع: 7,
  عشر: 10,
};

/** Replaces number words by digits ('two bedroom' → '2 bedroom'). */
const withDigits = (text: string) =>
  text.replace(/[\p{L}]+/gu, (word) => (word in numberWords ? String(numberWords[word]) : word));

function findProperty(text: string): { property?: string; sqft?: number; quantity?: number } {
  const t = withDigits(text);
  const sqft = /(\d[\d,]*)\s*(sq\.? ?ft|sqft|square f\w*|قدم)/.exec(t);
  if (sqft) {
    const area = Number((sqft[1] as string).replace(/,/g, ''));
    const band =
      area <= 1000
        ? 'office-s'
        : area <= 2500
          ? 'office-m'
          : area <= 5000
            ? 'office-l'
            : area <= largestPricedOfficeSqFt
              ? 'office-xl'
              : undefined;
    return band ? { property: band, sqft: area } : { sqft: area };
  }
  const itemCount =
    /(\d+)\s*(items?|rugs?|carpets?|sofas?|seats?|couch\w*|mattress\w*|pieces?|chairs?|قطع|قطعه|سجاد\w*|كنب\w*|مراتب|مرتب\w*)/.exec(
      t,
    );
  const quantity = itemCount ? Number(itemCount[1]) : undefined;
  let bedrooms: number | undefined;
  const bed = /(\d+)\s*-?\s*(bed\w*|br\b|bhk|b\/r|غرف|غرفه)/.exec(t);
  if (bed) bedrooms = Number(bed[1]);
  else if (/غرفتين|غرفتا|غرفتان/.test(t)) bedrooms = 2;
  else if (/غرفه نوم واحده|غرفه واحده|(^|\s)غرفه نوم(\s|$)/.test(t)) bedrooms = 1;
  const villa = /villa|فيلا|فله/.test(t);
  const studio = /studio|استوديو|ستوديو/.test(t);
  let property: string | undefined;
  if (studio) property = 'studio';
  else if (villa) property = `villa-${Math.min(5, Math.max(3, bedrooms ?? 3))}`;
  else if (bedrooms !== undefined && bedrooms > 0) property = `${Math.min(5, bedrooms)}br`;
  return { ...(property ? { property } : {}), ...(quantity ? { quantity } : {}) };
}

const extraWords: readonly [string, RegExp][] = [
  ['oven', /\boven|فرن/],
  ['fridge', /fridge|refrigerator|ثلاج/],
  ['balcony', /balcon|terrace|شرفه|بلكون|بلكونه/],
  ['ironing', /ironing|\biron\b|كوي|كي الملابس|مكوا/],
  ['materials', /materials|supplies|cleaning products|مواد التنظيف|مواد/],
];

function findExtras(text: string): string[] {
  return extraWords.filter(([, pattern]) => pattern.test(text)).map(([code]) => code);
}

const weekdayWords: readonly [number, RegExp][] = [
  [1, /\bmon(day)?\b|اثنين|الاثنين/],
  [2, /\btue(s|sday)?\b|ثلاثاء|الثلاثاء/],
  [3, /\bwed(nesday)?\b|اربعاء|الاربعاء/],
  [4, /\bthu(rs|rsday)?\b|خميس|الخميس/],
  [5, /\bfri(day)?\b|جمعه|الجمعه/],
  [6, /\bsat(urday)?\b|\bsaturady\b|سبت|السبت/],
  [7, /\bsun(day)?\b|(^|\s)احد(\s|$)|الاحد/],
];

const monthWords: readonly RegExp[] = [
  /\bjan(uary)?\b|يناير/,
  /\bfeb(ruary)?\b|فبراير/,
  /\bmar(ch)?\b|مارس/,
  /\bapr(il)?\b|ابريل/,
  /\bmay\b|مايو/,
  /\bjune?\b|يونيو/,
  /\bjuly?\b|يوليو/,
  /\baug(ust)?\b|اغسطس/,
  /\bsep(t|tember)?\b|سبتمبر/,
  /\boct(ober)?\b|اكتوبر/,
  /\bnov(ember)?\b|نوفمبر/,
  /\bdec(ember)?\b|ديسمبر/,
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A day and month without a year: this year's, or next year's once this year's has passed. */
function dayOfMonth(today: string, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const year = Number(today.slice(0, 4));
  const candidate = `${year}-${pad(month)}-${pad(day)}`;
  const date = candidate < today ? `${year + 1}-${pad(month)}-${pad(day)}` : candidate;
  // 31 February and the like do not exist.
  return new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date ? date : undefined;
}

function findDate(text: string, now: number): string | undefined {
  const today = dubaiDate(now);
  if (/day after tomorrow|بعد غد|بعد بكره|بعد بكرا/.test(text)) return addDays(today, 2);
  if (
    /\btomorrow\b|\btmrw\b|\btmr\b|بكره|بكرا|غدا|الغد|باكر/.test(text) ||
    /\btomorow\b|\btommorow\b|\btomorrrow\b/.test(text)
  )
    return addDays(today, 1);
  if (/\btoday\b|\btonight\b|اليوم|الليله/.test(text)) return today;
  const iso = /\b(20\d\d)-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) return dayOfMonth(today, Number(iso[2]), Number(iso[3]));
  const slash = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(text);
  if (slash) return dayOfMonth(today, Number(slash[2]), Number(slash[1]));
  for (const [index, pattern] of monthWords.entries()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const before = /(\d{1,2})(?:st|nd|rd|th)?\s*(?:of\s*)?$/.exec(text.slice(0, match.index).trimEnd());
    const after = /^\s*(\d{1,2})(?:st|nd|rd|th)?\b/.exec(text.slice(match.index + match[0].length));
    const day = Number(before?.[1] ?? after?.[1]);
    if (day) return dayOfMonth(today, index + 1, day);
  }
  const nth = /\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
  if (nth) {
    // 'the 5th': of this month, or of the next once this month's has passed.
    const day = Number(nth[1]);
    const [, month, todayDay] = today.split('-').map(Number) as [number, number, number];
    return dayOfMonth(today, day >= todayDay ? month : (month % 12) + 1, day);
  }
  const weekend = /\bweekend\b|نهايه الاسبوع|الويكند/.test(text);
  for (const [weekday, pattern] of weekdayWords) {
    if (!pattern.test(text) && !(weekend && weekday === 6)) continue;
    const next = /\bnext\b|القادم|الجاي|الياي/.test(text);
    const ahead = (weekday - isoWeekday(today) + 7) % 7;
    return addDays(today, ahead === 0 && next ? 7 : ahead);
  }
  return undefined;
}

function findPartOfDay(text: string): PartOfDay | undefined {
  if (/afternoon|after lunch|بعد الظهر|الظهر|ظهرا|العصر|عصرا/.test(text)) return 'afternoon';
  if (/morning|\bam\b(?! ?\d)|صباح|الصبح|صباحا|الصباح/.test(text) && !/\d\s*am\b/.test(text)) return 'morning';
  if (/evening|tonight|\bnight\b|مساء|المساء|مساءا|الليل/.test(text) && !/\d\s*pm\b/.test(text)) return 'evening';
  return undefined;
}

function findHour(text: string): number | undefined {
  const withMeridiem = /\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?|ص|م|صباحا|مساء|مساءا)(?![\p{L}])/u.exec(text);
  if (withMeridiem) {
    const h = Number(withMeridiem[1]) % 12;
    const pm = /^p|^م|^مساء/.test(withMeridiem[3] as string);
    return pm ? h + 12 : h;
  }
  const clock = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(text);
  if (clock) return plausibleHour(Number(clock[1]));
  const at = /\b(?:at|around|from|@)\s*(\d{1,2})\b(?!\s*(?:bed|br|items?|sq|am|pm|\/))|الساعه\s*(\d{1,2})\b/.exec(text);
  if (at) return plausibleHour(Number(at[1] ?? at[2]));
  return undefined;
}

/** A bare hour as people mean it for a cleaning: 8–11 in the morning, 1–7 in the afternoon. */
const plausibleHour = (h: number) => (h >= 13 ? h : h >= 8 && h <= 11 ? h : h === 12 ? 12 : h + 12);

export function understand(message: string, now: number): Understood {
  const text = normalize(message);
  const service = findService(text);
  const sizes = findProperty(text);
  const date = findDate(text, now);
  const partOfDay = findPartOfDay(text);
  const hour = findHour(text);
  const bookable = service ? bookableOf[service] : undefined;
  const how = /\bhow (do|can|to)\b|\bcan i book online\b|\bhow does\b|كيف|طريقه/.test(text);
  const slotWords = new RegExp(
    `\\bslots?\\b|free (time|slot)|next (free|available)|available (time|slot)|any time|when can (you|someone)|earliest|${ar('موعد', 'مواعيد', 'اقرب', 'وقت متاح', 'اوقات متاحه')}`,
  );
  const asks = {
    book: new RegExp(
      `\\bbook|\\breserve|\\bschedule\\b|make an appointment|${ar('احجز', 'حجز', 'احجزو', 'احجزي', 'نحجز', 'تحجز')}`,
    ).test(text),
    availability:
      // Without a day or time, only words of free times count: 'which packages are available' asks no calendar.
      (slotWords.test(text) && !how) ||
      ((date !== undefined || partOfDay !== undefined || hour !== undefined) &&
        new RegExp(
          `availab|\\bfree\\b|\\bslots?\\b|any time|what time|which time|when can|vacan|(can|could) (you|someone) come|come (on|by|over)|${ar('متاح', 'متوفر', 'فاضي', 'فاضيه', 'شاغر', 'فراغ', 'موعد', 'مواعيد', 'اوقات', 'وقت')}`,
        ).test(text)),
    price: new RegExp(
      `price|cost|how much|quote|\\brates?\\b|charge|\\bfees?\\b|\\baed\\b|dirham|budget|expensive|cheap|${ar('سعر', 'اسعار', 'تكلف', 'بكم', 'كم يكلف', 'كم تكلف', 'كم السعر', 'كم الثمن', 'درهم', 'ثمن', 'فلوس', 'كلفه')}`,
    ).test(text),
    how,
  };
  return {
    text,
    ...(service ? { service } : {}),
    ...(bookable ? { bookable } : {}),
    ...sizes,
    extras: findExtras(text),
    ...(date ? { date } : {}),
    ...(partOfDay ? { partOfDay } : {}),
    ...(hour !== undefined ? { hour } : {}),
    asks,
  };
}
