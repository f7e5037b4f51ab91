import { t } from '@lingui/core/macro';

/**
 * The home page's title, apart from its body (content/home.ts): the route's head is in the app's entry chunk,
 * and only this string of the home page's content needs to be. In the page's language: call it at render.
 */
export const homeTitleText = (): string => t`Professional Cleaning Services in Dubai`;
