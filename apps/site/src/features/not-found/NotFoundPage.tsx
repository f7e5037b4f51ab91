import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { staticSection } from '../../loading/staticSection';

// Text and a link home: prerendered, never hydrated (src/loading/staticSection.tsx).
const NotFoundSection = staticSection('not-found', () => import('./NotFound.section'));

/**
 * The 404 page (docs/product.md, 404): 'Oops! Page not found' with a link home; the missing path is logged to the
 * console.
 */
export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    console.warn(`404 Not Found: no page at ${pathname}`);
  }, [pathname]);
  return <NotFoundSection />;
}
