import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { dot, root } from './TypingIndicator.css';

export interface TypingIndicatorProps extends HTMLAttributes<HTMLSpanElement> {
  /** What screen readers hear instead of the dots. */
  label?: string;
}

/**
 * Three bouncing dots that say the assistant is writing a reply; static under reduced motion. It has no
 * live role of its own: put it inside a live region (the chat's log) so its arrival is announced.
 */
export function TypingIndicator({ label = 'Assistant is typing', className, ...props }: TypingIndicatorProps) {
  return (
    <span {...props} className={[root, className].filter(Boolean).join(' ')}>
      <span className={dot} aria-hidden="true" />
      <span className={dot} aria-hidden="true" />
      <span className={dot} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
