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
 * Activates a language for everything the macros translate (`t`, `i18n._(msg…)`). English is the source and
 * needs no catalogue (the texts are in the code, vite-plugins/linguiMacros.ts); another language loads its
 * catalogue first: one module per language (src/locales/ar.ts), never on an English page.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'ar') {
    // Lingui's runtime comes with the catalogue: English pages load neither (src/i18n/runtime.ts).
    const { arabic } = await import('../locales/ar');
    current = locale;
    setLingui(arabic);
  } else {
    activateEnglish();
  }
}

/** English, at once (it needs no catalogue): for the site's stories and unit tests too. */
export function activateEnglish(): void {
  current = 'en';
  setLingui(undefined);
}

export { i18n };
