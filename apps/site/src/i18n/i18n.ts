import { defaultLocale, type Locale, localeInfo } from './locale';
import { i18n, setLingui } from './runtime';

/**
 * The page's language, set once per page (the browser: from the document, src/main.tsx; the prerender: from
 * the URL it renders, src/entry-server.tsx) before anything renders. A change of language is a new page.
 */
let current: Locale = defaultLocale;

export function currentLocale(): Locale {
  return current;
}

/** The `Intl` locale of the page's language ('en-AE', 'ar-AE'): numbers, prices, dates. */
export function intlLocale(): LocaleInfo['intl'] {
  return localeInfo[current].intl;
}

type LocaleInfo = (typeof localeInfo)[Locale];

/**
 * What a language other than English brings besides its catalogue: the translations of texts that are not
 * written with the macros, because English has them already as they are (the machines' messages, the
 * communities' names, which are stored values). They come in the language's own module (src/locales/ar.ts),
 * so an English page, where each of them is the identity, carries none of them.
 */
export interface LocaleTables {
  /** A text of the machines in this language; any other text as it is (src/i18n/machineMessages.ts). */
  machineText(english: string): string;
  /** Every community's name in this language, by its stored English value. */
  communityNames(): Record<string, string>;
}

let tables: LocaleTables | undefined;

/** The active language's tables; none in English. */
export function localeTables(): LocaleTables | undefined {
  return tables;
}

/**
 * Makes `locale` the page's language, with its Lingui instance and tables (./activateLocale.ts loads them;
 * none for English).
 */
export function setLocale(locale: Locale, lingui?: Parameters<typeof setLingui>[0], localeTables?: LocaleTables): void {
  current = locale;
  tables = localeTables;
  setLingui(lingui);
}

/** English, at once (it needs no catalogue): for the site's stories and unit tests too. */
export function activateEnglish(): void {
  setLocale('en');
}

export { i18n };
