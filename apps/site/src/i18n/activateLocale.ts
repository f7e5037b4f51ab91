import { activateEnglish, setLocale } from './i18n';
import type { Locale } from './locale';

/**
 * Activates a language for everything the macros translate (`t`, `i18n._(msg…)`). English is the source and
 * needs no catalogue (the texts are in the code, vite-plugins/linguiMacros.ts); another language loads its
 * catalogue first (src/locales/ar.ts, its parts one task each), never on an English page. A module of its own,
 * apart from ./i18n.ts: the language's module uses what ./i18n.ts holds.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'ar') {
    // Lingui's runtime comes with the catalogue: English pages load neither (src/i18n/runtime.ts).
    const { arabic, arabicTables } = await (await import('../locales/ar')).loadArabic();
    setLocale(locale, arabic, arabicTables);
  } else {
    activateEnglish();
  }
}
