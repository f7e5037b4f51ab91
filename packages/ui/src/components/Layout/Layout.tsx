import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { container, grid, inline, type Space, section, sectionHeader, stack } from './Layout.css';

export type { Space };

const cx = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: 'standard' | 'narrow';
  children: ReactNode;
}
/** Centres content at a readable width with the page's side padding. */
export function Container({ width = 'standard', className, children, ...props }: ContainerProps) {
  return (
    <div {...props} className={cx(container({ width }), className)}>
      {children}
    </div>
  );
}

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'ul' | 'ol' | 'section' | 'header' | 'footer' | 'form' | 'nav';
  gap?: Space;
  align?: 'stretch' | 'start' | 'center';
  children: ReactNode;
}
/** Vertical rhythm: children one below the other with a fixed gap. */
export function Stack({
  as: Element = 'div',
  gap = 'medium',
  align = 'stretch',
  className,
  children,
  ...props
}: StackProps) {
  return (
    <Element {...props} className={cx(stack({ gap, align }), className)}>
      {children}
    </Element>
  );
}

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'ul' | 'nav';
  gap?: Space;
  justify?: 'start' | 'center' | 'end' | 'between';
  children: ReactNode;
}
/** Children side by side, wrapping on narrow screens (button rows, badges). */
export function Inline({
  as: Element = 'div',
  gap = 'small',
  justify = 'start',
  className,
  children,
  ...props
}: InlineProps) {
  return (
    <Element {...props} className={cx(inline({ gap, justify }), className)}>
      {children}
    </Element>
  );
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'ul' | 'ol';
  columns?: 2 | 3 | 4;
  gap?: Space;
  children: ReactNode;
}
/** A responsive card grid: one column on phones, two on tablets, `columns` on desktops. */
export function Grid({ as: Element = 'div', columns = 3, gap = 'large', className, children, ...props }: GridProps) {
  return (
    <Element {...props} className={cx(grid({ columns, gap }), className)}>
      {children}
    </Element>
  );
}

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  tone?: 'standard' | 'subtle' | 'brand' | 'inverse';
  /** Section heading (an h2), also used as the section's accessible name. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Centre the header text. */
  centered?: boolean;
  width?: 'standard' | 'narrow';
  children?: ReactNode;
}
/** A page band with padding, a tone and an optional h2 header. */
export function Section({
  tone = 'standard',
  title,
  subtitle,
  centered = true,
  width = 'standard',
  className,
  children,
  id,
  ...props
}: SectionProps) {
  const onDark = tone === 'brand' || tone === 'inverse';
  const headingId = title && id ? `${id}-title` : undefined;
  return (
    <section {...props} id={id} aria-labelledby={headingId} className={cx(section({ tone }), className)}>
      <Container width={width}>
        {title ? (
          <Stack gap="small" align={centered ? 'center' : 'start'} className={sectionHeader}>
            <Heading
              level={2}
              id={headingId}
              tone={onDark ? 'inverse' : 'standard'}
              align={centered ? 'center' : 'start'}
            >
              {title}
            </Heading>
            {subtitle ? (
              // A div when the subtitle is an element (e.g. an inline editor, which is not phrasing content).
              <Text
                as={typeof subtitle === 'string' ? 'p' : 'div'}
                size="large"
                tone={onDark ? 'inverseSecondary' : 'secondary'}
                align={centered ? 'center' : 'start'}
              >
                {subtitle}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
