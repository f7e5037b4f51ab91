import type { HTMLAttributes, ReactNode } from 'react';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'accent', 'critical', 'positive', 'strong'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status or marker: a role ('admin'), 'Most Popular', a booking status. */
export function Badge({ tone = 'neutral', className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={[badge({ tone }), className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
