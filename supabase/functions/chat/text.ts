/**
 * How the assistant reads a message: one normal form for English and Arabic, so that a question matches its answer
 * however it is spelled. Arabic loses its optional marks and the letter variants people type interchangeably (أ إ آ → ا,
 * ة → ه, ى → ي), Arabic-Indic digits become Western ones, and both languages lose case and punctuation. Words are then
 * cut to a stem: English plurals and -ing, Arabic's article and the conjunctions and prepositions written onto a word.
 */

const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g;
const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The message in one form: lower case, Arabic letters unified, Western digits, punctuation as spaces. */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(arabicIndicDigits, (digit) => String(((digit.charCodeAt(0) - 0x0660) % 0x90) % 10))
      .toLowerCase()
      .replace(arabicMarks, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي')
      .replace(/[’'`]/g, '')
      // Keep what times, dates, amounts and sizes are written with (10:30, 28/11, 1,000, 2-bedroom).
      .replace(/[^\p{L}\p{N}:/.,+\-\s]/gu, ' ')
      .replace(/([^\d])[.,:/]|[.,:/](?!\d)/g, '$1 ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const englishStopWords = new Set(
  'a an the and or of to in on at for is are am was be do does did you your yours we our us i me my it its this that these those can could would will should have has had any some please hi hello there with about from by as if so just get into than then them they their'.split(
    ' ',
  ),
);
// After normalize(): هل في من على ما عن ان الى او لكم لديكم ... (question words kept: كم, متى, اين, كيف carry meaning).
const arabicStopWords = new Set(
  'هل في من على ما عن ان الى او و يا انا انت انتم نحن هو هي هذا هذه ذلك تلك لي لك لكم لديكم عندكم عندي مع كان يكون ممكن اريد ابغى ابي بدي لو الذي التي'.split(
    ' ',
  ),
);

const isArabic = (word: string) => /[\u0600-\u06FF]/.test(word);

/** A word's stem as the search indexes it; null for a word that carries no meaning here. */
export function stem(word: string): string | null {
  if (word === '') return null;
  if (isArabic(word)) {
    if (arabicStopWords.has(word)) return null;
    let w = word;
    for (const prefix of ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال']) {
      if (w.startsWith(prefix) && w.length - prefix.length >= 2) {
        w = w.slice(prefix.length);
        break;
      }
    }
    if (w.length > 4 && w.endsWith('ات')) w = w.slice(0, -2);
    else if (w.length > 3 && (w.endsWith('ه') || w.endsWith('ي'))) w = w.slice(0, -1);
    return arabicStopWords.has(w) ? null : w;
  }
  if (englishStopWords.has(word)) return null;
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  return w;
}

/** The words of a normalized text. */
export function words(normalized: string): string[] {
  return normalized.split(/[\s,.:/+]+/).filter((w) => w !== '' && !/^[-]+$/.test(w));
}

/** The stems of a text (normalized first), stop words left out. */
export function stems(text: string): string[] {
  return words(normalize(text))
    .map(stem)
    .filter((w): w is string => w !== null);
}

/** Damerau–Levenshtein distance (adjacent swaps count one), stopping early past `max`. */
export function distance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How many typing mistakes a word of this length may have and still be recognised. */
export const typoAllowance = (length: number): number => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** True when `word` is `target` or `target` with a typo or two (by length). */
export function near(word: string, target: string): boolean {
  if (word === target) return true;
  const allowed = typoAllowance(Math.min(word.length, target.length));
  return allowed > 0 && distance(word, target, allowed) <= allowed;
}
