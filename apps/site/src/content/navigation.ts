import type { LinkItem } from './types';

/** Top navigation (SPEC §2 shared layout). On every page's first load: kept apart from the rest of site.ts. */
export const navItems: LinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Contact', href: '/contact' },
];
