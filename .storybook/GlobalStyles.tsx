import type { ReactNode } from 'react';
import '@sparkle/ui/global';

/** The locales of Storybook's toolbar: the site's two languages. */
export const storyLocales = {
  en: { lang: 'en', dir: 'ltr', intl: 'en-AE', title: 'English' },
  ar: { lang: 'ar', dir: 'rtl', intl: 'ar-AE', title: 'العربية (RTL)' },
} as const;
export type StoryLocale = keyof typeof storyLocales;

export const isStoryLocale = (value: unknown): value is StoryLocale =>
  typeof value === 'string' && Object.hasOwn(storyLocales, value);

/**
 * Wraps every story so that tokens and base styles apply exactly as on the site, in the toolbar's language and
 * direction. `lang` and `dir` go on the story's root and on the document element too: popovers, dialogs and
 * toasts render in portals at the end of the body, outside the root, and must be laid out in the same direction.
 * The document is shared by the stories of one test file, so every story sets both, English ones included.
 */
export function GlobalStyles({ locale = 'en', children }: { locale?: StoryLocale; children: ReactNode }) {
  const { lang, dir } = storyLocales[locale];
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }
  return (
    <div dir={dir} lang={lang}>
      {children}
    </div>
  );
}
