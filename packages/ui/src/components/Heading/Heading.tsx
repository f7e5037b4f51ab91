import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { TextTone } from '../Text/Text';
import { heading } from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1…h4); also the visual size unless `size` is given. */
  level: HeadingLevel;
  /** Visual size when it must differ from the outline level. */
  size?: HeadingLevel;
  tone?: TextTone;
  align?: 'start' | 'center' | 'end';
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

export function Heading({
  level,
  size,
  tone = 'standard',
  align = 'start',
  className,
  children,
  ...props
}: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element
      {...props}
      className={[heading({ level: size ?? level, tone, align }), className].filter(Boolean).join(' ')}
    >
      {children}
    </Element>
  );
}
