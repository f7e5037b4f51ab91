import type { Preview } from '@storybook/react-vite';
import '@sparkle/ui/fonts';
import '@sparkle/ui/fonts-arabic';
import { activateEnglish } from '../apps/site/src/i18n/i18n';
import { GlobalStyles, isStoryLocale, storyLocales } from './GlobalStyles';

// The site's pages (their stories) translate their texts with Lingui: they show English.
activateEnglish();

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Primitives', 'Forms', 'Sections', 'Composites', 'Statecharts'] } },
  },
  // The site's two languages. Arabic sets lang="ar" dir="rtl" on the story and the document; a story can fix its
  // language with `globals: { locale: 'ar' }` (the RTL stories do, so that their screenshots are in Arabic).
  globalTypes: {
    locale: {
      description: 'Language and direction of the story',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.entries(storyLocales).map(([value, { title, dir }]) => ({ value, title, right: dir })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    (Story, { globals }) => (
      <GlobalStyles locale={isStoryLocale(globals.locale) ? globals.locale : 'en'}>
        <Story />
      </GlobalStyles>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
