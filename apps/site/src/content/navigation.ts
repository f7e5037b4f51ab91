import { t } from '@lingui/core/macro';
import type { LinkItem } from './types';

/**
 * Top navigation (docs/product.md, The shared layout). On every page's first load: kept apart from the rest of site.ts.
 */
export const navItems = (): LinkItem[] => [
  { label: t`Home`, href: '/' },
  { label: t`About`, href: '/about' },
  { label: t`Services`, href: '/services' },
  { label: t`Gallery`, href: '/gallery' },
  { label: t`Testimonials`, href: '/testimonials' },
  { label: t`Contact`, href: '/contact' },
];
