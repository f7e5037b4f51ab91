import type { Decorator } from '@storybook/react-vite';
import { type LinkComponent, UiProvider } from '../Link/LinkProvider';

/**
 * Story-only link component: internal links behave like the router's (no full page load), so a play
 * function can click 'About' without navigating the story's iframe away.
 */
const StoryLink: LinkComponent = ({ href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  />
);

/** Decorator for stories whose play functions click internal links. */
export const withStoryLinks: Decorator = (Story) => (
  <UiProvider linkComponent={StoryLink}>
    <Story />
  </UiProvider>
);
