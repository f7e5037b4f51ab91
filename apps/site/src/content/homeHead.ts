/**
 * The home page's title, apart from its body (content/home.ts): the route's head is in the app's entry chunk,
 * and only this string of the home page's content needs to be.
 */
export const homeTitle = 'Professional Cleaning Services in Dubai';
