/**
 * The company's name alone (`@sparkle/company/name`), for code that needs nothing else of company.ts: the site's
 * header is on every page's first load, and importing company.ts there would bring all its facts along.
 */

/** Placeholder brand name until the company's own name is set. */
export const companyName = 'SparkleClean Dubai';
