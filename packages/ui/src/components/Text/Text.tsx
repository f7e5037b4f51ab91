import type { HTMLAttributes, ReactNode } from 'react';
import { text, textTones } from './Text.css';

export { textTones };
export type TextTone = (typeof textTones)[number];
export const textSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge'] as const;
export type TextSize = (typeof textSizes)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element: a paragraph by default. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  size?: TextSize;
  tone?: TextTone;
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  align?: 'start' | 'center' | 'end';
  children: ReactNode;
}

/** Body text in the type scale, with a tone that keeps AA contrast on its intended surface. */
export function Text({
  as: Element = 'p',
  size = 'standard',
  tone = 'standard',
  weight = 'regular',
  align = 'start',
  className,
  children,
  ...props
}: TextProps) {
  return (
    <Element {...props} className={[text({ size, tone, weight, align }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
