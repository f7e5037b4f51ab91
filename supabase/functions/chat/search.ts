/**
 * Full-text search over the company's FAQ and the places it serves, with MiniSearch: a small, dependency-free index
 * (BM25 ranking, prefix and fuzzy matching) that runs the same in Deno and Node. Both indexes are built once per
 * function instance, from the facts, with the normal form and stems of text.ts, so 'deap clean', 'Jumeira Lake
 * Towers' and 'أبراج بحيرات الجميرا' find what 'deep clean', 'JLT' and 'أبراج بحيرات جميرا' find.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { communityNamesAr, emirateNamesAr } from '../_shared/arabic.ts';
import { type Community, communities, defaultPriceList } from '../_shared/booking.ts';
import { type Emirate, emirates } from '../_shared/company.ts';
import { type Faq, faqs } from '../_shared/faq.ts';
import { normalize, stem, words } from './text.ts';

const processTerm = (term: string) => stem(term) ?? null;
const tokenize = (text: string) => words(normalize(text));

// Fuzzy matching for words long enough to carry a typo; prefix matching for words people cut short.
const fuzzy = (term: string) => (term.length >= 11 ? 2 : term.length >= 5 ? 1 : false);
const prefix = (term: string) => term.length >= 5;

interface FaqDocument {
  id: string;
  questions: string;
  keywords: string;
  answer: string;
}

let faqIndex: MiniSearch<FaqDocument> | undefined;

function buildFaqIndex(): MiniSearch<FaqDocument> {
  const index = new MiniSearch<FaqDocument>({
    fields: ['questions', 'keywords', 'answer'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { questions: 3, keywords: 2, answer: 0.5 },
      fuzzy,
      prefix,
      weights: { fuzzy: 0.45, prefix: 0.4 },
    },
  });
  index.addAll(
    faqs.map((faq) => {
      const answer = faq.answer(defaultPriceList);
      return {
        id: faq.id,
        questions: [...faq.questions.en, ...faq.questions.ar].join(' \n '),
        keywords: `${faq.keywords?.en ?? ''} ${faq.keywords?.ar ?? ''}`,
        // The words of the answers, not their figures (which the price list may change).
        answer: `${answer.en} ${answer.ar}`.replace(/[\d,.]+/g, ' '),
      };
    }),
  );
  return index;
}

export interface FaqMatch {
  faq: Faq;
  score: number;
  /** The share of the question's meaningful words the match found (0–1). */
  coverage: number;
}

const faqById = new Map(faqs.map((faq) => [faq.id, faq]));

/** The FAQs that best answer a question, best first. */
export function searchFaqs(question: string, limit = 3): FaqMatch[] {
  faqIndex ??= buildFaqIndex();
  const terms = tokenize(question)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  if (terms.length === 0) return [];
  const results: SearchResult[] = faqIndex.search(question);
  return results.slice(0, limit).map((result) => ({
    faq: faqById.get(String(result.id)) as Faq,
    score: result.score,
    coverage: new Set(result.queryTerms).size / new Set(terms).size,
  }));
}

// Places ---------------------------------------------------------------------------------------------------------

export type Place = { kind: 'community'; name: Community } | { kind: 'emirate'; name: Emirate };

/** Other names people use for a community. */
const aliases: Partial<Record<Community, readonly string[]>> = {
  'Jumeirah Lake Towers (JLT)': ['JLT', 'Jumeirah Lakes Towers'],
  'Jumeirah Beach Residence (JBR)': ['JBR'],
  'Jumeirah Village Circle (JVC)': ['JVC'],
  'Jumeirah Village Triangle (JVT)': ['JVT'],
  'Dubai Hills Estate': ['Dubai Hills'],
  'Downtown Dubai': ['Downtown'],
  'Dubai Marina': ['Marina'],
  DIFC: ['Dubai International Financial Centre'],
  'Dubai Silicon Oasis': ['DSO', 'Silicon Oasis'],
  'Dubai Sports City': ['Sports City'],
  'Dubai Investments Park': ['DIP'],
  'Palm Jumeirah': ['The Palm', 'Palm'],
  'Mohammed Bin Rashid City': ['MBR City'],
  'Al Barsha': ['Barsha'],
  'Al Quoz': ['Quoz'],
  'Za\u2019abeel': ['Zabeel'],
};

const placeStopWords = new Set(['al', 'el', 'the', 'of', 'dubai', 'دبي']);
const placeTerm = (term: string) => {
  const stemmed = stem(term);
  return stemmed === null || placeStopWords.has(stemmed) ? null : stemmed;
};

interface PlaceDocument {
  id: string;
  name: string;
}

let places: { index: MiniSearch<PlaceDocument>; terms: Map<string, number>; byId: Map<string, Place> } | undefined;

function buildPlaceIndex() {
  const index = new MiniSearch<PlaceDocument>({
    fields: ['name'],
    tokenize,
    processTerm: placeTerm,
    // Names are matched with a typo ('Mirdiff'); Arabic names from four letters on ('البرشا' for 'البرشاء'), English
    // ones from five, or 'sofa' and 'safe' would be Al Safa.
    searchOptions: {
      fuzzy: (term: string) =>
        term.length >= 9 ? 2 : term.length >= 5 || (term.length === 4 && /[\u0600-\u06FF]/.test(term)) ? 1 : false,
      prefix: false,
    },
  });
  const documents: PlaceDocument[] = [];
  const byId = new Map<string, Place>();
  const add = (place: Place, spellings: readonly string[]) => {
    for (const [n, name] of spellings.entries()) {
      const id = `${place.kind}:${place.name}:${n}`;
      documents.push({ id, name });
      byId.set(id, place);
    }
  };
  for (const community of communities) {
    add({ kind: 'community', name: community }, [
      community.replace(/\s*\(.*\)$/, ''),
      communityNamesAr[community],
      ...(aliases[community] ?? []),
    ]);
  }
  for (const emirate of emirates) add({ kind: 'emirate', name: emirate }, [emirate, emirateNamesAr[emirate]]);
  index.addAll(documents);
  const terms = new Map(
    documents.map((d) => [
      d.id,
      new Set(
        tokenize(d.name)
          .map(placeTerm)
          .filter((t) => t !== null),
      ).size,
    ]),
  );
  return { index, terms, byId };
}

/** The place a message names (a community or an emirate), when every word of its name is in the message. */
export function findPlace(message: string): Place | undefined {
  places ??= buildPlaceIndex();
  const text = normalize(message);
  // 'Dubai' alone is the emirate: every other place is in it, so the stop words leave it out of their names.
  const results = places.index.search(text);
  let best: { place: Place; covered: number; score: number } | undefined;
  for (const result of results) {
    const needed = places.terms.get(String(result.id)) ?? 0;
    if (needed === 0 || result.terms.length < needed) continue;
    const place = places.byId.get(String(result.id)) as Place;
    // 'The Springs', 'The Greens', 'The Views': common words unless the message says the name whole.
    if (place.name.startsWith('The ') && !text.includes(normalize(place.name).slice(0, -1))) continue;
    const candidate = { place, covered: needed, score: result.score };
    if (
      !best ||
      candidate.covered > best.covered ||
      (candidate.covered === best.covered && candidate.score > best.score)
    )
      best = candidate;
  }
  if (best) return best.place;
  if (/\bdubai\b|دبي/.test(text)) return { kind: 'emirate', name: 'Dubai' };
  return undefined;
}
