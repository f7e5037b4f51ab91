import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Lingui: the public site's texts are written in English in the code, with the `msg` and `t` macros
 * (`@lingui/core/macro`); `npm run i18n:extract` (lingui extract) collects them into one PO catalogue per
 * locale and area under src/locales/<locale>/, where the Arabic is written. English is the source: its texts
 * stay in the code (compiled at build time, scripts/lib/precompileMessages.ts), so English pages load no
 * catalogue at all; an Arabic page loads the Arabic one (src/locales/ar.ts).
 *
 * The areas keep the catalogues small enough to review, and let several people translate at once.
 */
const area = (name: string, include: string[]) => ({ path: `<rootDir>/src/locales/{locale}/${name}`, include });

export default defineConfig({
  sourceLocale: 'en',
  // What the macros call: Lingui itself on Arabic pages, the English texts of the code on English ones.
  runtimeConfigModule: ['#i18n-runtime', 'i18n'],
  locales: ['en', 'ar'],
  // A missing Arabic text shows the English one (and the catalogue test fails): never an id.
  fallbackLocales: { default: 'en' },
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    area('shell', [
      'src/content/company.ts',
      'src/content/navigation.ts',
      'src/content/site.ts',
      'src/content/chat.ts',
      'src/content/chatLauncher.ts',
      'src/content/types.ts',
      'src/features/layout',
      'src/features/toast',
      'src/features/not-found',
      'src/features/chat',
      'src/features/content',
      'src/lib',
      'src/routes',
    ]),
    area('pages', [
      'src/content/home.ts',
      'src/content/homeHead.ts',
      'src/content/about.ts',
      'src/content/testimonials.ts',
      'src/content/testimonialsPage.ts',
      'src/content/gallery.ts',
      'src/features/home',
      'src/features/about',
      'src/features/testimonials',
      'src/features/gallery',
      'src/features/review',
      'src/features/crew',
      'src/features/reviews',
    ]),
    area('services', [
      'src/content/services.ts',
      'src/content/landing.ts',
      'src/content/landingHeads.ts',
      'src/features/services',
      'src/features/landing',
    ]),
    area('booking', [
      'src/content/bookNow.ts',
      'src/content/contact.ts',
      'src/content/contactHero.ts',
      'src/features/booking',
      'src/features/contact',
      'src/i18n',
    ]),
    // The sign-in pages' own screens (forgot password, reset, confirm). Those pages are English only, so no Arabic
    // page loads this area (src/locales/ar.ts); its Arabic is ready for the day they are not.
    area('account', ['src/features/auth/accountTexts.ts']),
    // A customer's pages (/account, /account/confirm): they load this area with their own code
    // (src/features/account/accountCatalogue.ts), so no public page carries it.
    area('customer', ['src/features/account']),
  ],
});
