/**
 * Every route (docs/product.md, Screens and routes) with the heading it shows. Add a page here when you add a route
 * file; the routes, SEO, hydration and accessibility tests all loop over this list.
 */
export interface RouteCase {
  path: string;
  /** The page's <h1> as the prerendered HTML shows it. */
  heading: string | RegExp;
  /** Session-dependent pages: prerendered in their loading state, kept out of the sitemap. */
  session?: true;
}

export const publicRoutes: RouteCase[] = [
  { path: '/', heading: 'Professional Cleaning Services in Dubai' },
  { path: '/about', heading: /^About / },
  { path: '/services', heading: 'Our Cleaning Services' },
  { path: '/gallery', heading: 'Project Gallery' },
  { path: '/testimonials', heading: 'Client Testimonials' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/book-now', heading: 'Book a Cleaning' },
  { path: '/cleaning-services-dubai', heading: 'Professional Cleaning Services in Dubai' },
  { path: '/grease-trap-cleaning-dubai', heading: /Grease Trap Cleaning/ },
  { path: '/commercial-kitchen-cleaning', heading: /Commercial Kitchen Cleaning/ },
];

export const landingRoutes = publicRoutes.filter((route) =>
  ['/cleaning-services-dubai', '/grease-trap-cleaning-dubai', '/commercial-kitchen-cleaning'].includes(route.path),
);

/** /admin is prerendered as 'Loading...' (no h1); a visitor without a session ends on /auth. */
export const sessionRoutes: RouteCase[] = [
  { path: '/auth', heading: 'Sign In', session: true },
  { path: '/admin', heading: 'Sign In', session: true },
  // The account e-mails' pages: 'Forgot password?' and the two an e-mail's link opens (here without its token).
  { path: '/auth/forgot-password', heading: 'Reset your password', session: true },
  { path: '/auth/reset-password', heading: 'Choose a new password', session: true },
  { path: '/auth/confirm', heading: 'Confirm your e-mail address', session: true },
  // The cleaner's day (signed out here: its sign-in). crew.e2e.ts runs axe on it signed in, and on an invitation's page.
  { path: '/crew', heading: 'Your jobs', session: true },
  // A customer's account: a visitor without a session ends on /auth (and comes back after signing in); the page an
  // account's confirmation e-mail opens, here without its token.
  { path: '/account', heading: 'Sign In', session: true },
  { path: '/account/confirm', heading: 'Open the link from your e-mail', session: true },
];

export const allRoutes = [...publicRoutes, ...sessionRoutes];

/** A path no route matches. */
export const unknownPath = '/this-page-does-not-exist';
