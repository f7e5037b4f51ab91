import type { AnchorHTMLAttributes } from 'react';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The id of the main content, without '#'. The page's `<main>` must carry it (and tabIndex={-1}). */
  targetId?: string;
  /** The link text. */
  label?: string;
}

/**
 * The first focusable element of every page: hidden until a keyboard user tabs to it, it jumps past the
 * navigation to the main content. A plain in-page anchor on purpose, not a router link.
 */
export function SkipLink({ targetId = 'main', label = 'Skip to main content', className, ...props }: SkipLinkProps) {
  return (
    <a {...props} href={`#${targetId}`} className={[skipLink, className].filter(Boolean).join(' ')}>
      {label}
    </a>
  );
}
