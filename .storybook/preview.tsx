import type { Preview } from '@storybook/react-vite';
import '@sparkle/ui/fonts';
import { GlobalStyles } from './GlobalStyles';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Primitives', 'Forms', 'Sections', 'Composites', 'Statecharts'] } },
  },
  decorators: [
    (Story) => (
      <GlobalStyles>
        <Story />
      </GlobalStyles>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
