import { useEffect, useState } from 'react';

/** The attribute the footer carries its year in, so the browser can read back what the prerender wrote. */
export const yearAttribute = 'data-year';

const currentYear = (): number => new Date().getFullYear();

/**
 * The year the page was prerendered with: in the browser, read back from the served footer, so hydration
 * renders exactly what the HTML shows; during the prerender (or when no footer is in the page yet, e.g. a
 * client-side navigation), today's year.
 */
function renderedYear(): number {
  if (typeof document === 'undefined') return currentYear();
  const served = Number(document.querySelector(`footer[${yearAttribute}]`)?.getAttribute(yearAttribute));
  return Number.isInteger(served) && served > 2000 ? served : currentYear();
}

/**
 * The footer's copyright year ('the current year', docs/product.md, The shared layout). Prerendered pages carry the
 * year they were built in; hydration keeps it so nothing changes, then an effect moves it to today's year only if the
 * build is from an earlier year.
 */
export function useCopyrightYear(): number {
  const [year, setYear] = useState(renderedYear);
  useEffect(() => {
    const now = currentYear();
    if (now !== year) setYear(now);
  }, [year]);
  return year;
}

export { copyrightYearAttribute, useStaticCopyrightYear } from './useStaticCopyrightYear';
