import type { HTMLAttributes, ReactNode } from 'react';
import { card } from './Card.css';

export const cardTones = ['standard', 'subtle', 'brand', 'highlight'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for self-contained items (a service, a testimonial), `section` or `div` otherwise. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padding?: 'none' | 'medium' | 'large';
  elevation?: 'flat' | 'raised';
  tone?: (typeof cardTones)[number];
  children: ReactNode;
}

export function Card({
  as: Element = 'div',
  padding = 'medium',
  elevation = 'flat',
  tone = 'standard',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element {...props} className={[card({ padding, elevation, tone }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
