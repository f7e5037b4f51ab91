import { useEffect } from 'react';

/** Marks the year in the copyright line, so that a static footer can be brought to the current year. */
export const copyrightYearAttribute = 'data-copyright-year';

/**
 * The year of a static footer (Footer.tsx as a static section): React does not render it, so once the page has
 * hydrated, the served year is replaced with today's if they differ.
 */
export function useStaticCopyrightYear(): void {
  useEffect(() => {
    const now = String(new Date().getFullYear());
    for (const element of document.querySelectorAll(`[${copyrightYearAttribute}]`)) {
      if (element.textContent !== now) element.textContent = now;
    }
  }, []);
}
