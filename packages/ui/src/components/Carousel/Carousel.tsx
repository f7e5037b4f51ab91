import {
  type HTMLAttributes,
  type Key,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { Icon } from '../Icon/Icon';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { arrow, controls, dot, dots, root, slide, track } from './Carousel.css';

export interface CarouselProps<T> extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The slides' data, or ready-made nodes when there is no `renderItem`. */
  items: readonly T[];
  /** Renders one slide. Without it each item is rendered as a React node. */
  renderItem?: (item: T, index: number) => ReactNode;
  /** A stable key for each item; the index by default. */
  getItemKey?: (item: T, index: number) => Key;
  /** The carousel's accessible name, e.g. 'Testimonials'. */
  label: string;
  /** The shown slide (0-based) when controlled. */
  index?: number;
  /** The first slide shown when uncontrolled. */
  defaultIndex?: number;
  /** Called with the slide the user asked for (arrows, dots, keys). */
  onIndexChange?: (index: number) => void;
  /** Accessible name of the previous arrow, e.g. 'Previous testimonial'. */
  previousLabel?: string;
  /** Accessible name of the next arrow, e.g. 'Next testimonial'. */
  nextLabel?: string;
  /** Accessible name of the dot for slide `n` (1-based). */
  goToLabel?: (n: number) => string;
  /** What the live region says after a change, e.g. 'Slide 2 of 3'. */
  announcement?: (n: number, total: number) => string;
  /** Accessible name of each slide, e.g. '2 of 3' (read with the role "slide"). */
  slideLabel?: (n: number, total: number) => string;
}

const wrap = (value: number, total: number) => ((value % total) + total) % total;

/** How far (px) a finger must travel sideways, and mostly sideways, to count as a swipe. */
const swipeDistance = 48;

const isRightToLeft = (element: Element) => getComputedStyle(element).direction === 'rtl';

const isTextEntry = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * A carousel (WAI-ARIA APG pattern with buttons): previous and next arrows that wrap around both ways, a dot
 * per slide, arrow keys (and Home/End) anywhere inside, a swipe on touch screens, and a polite live region that
 * says 'Slide N of M'. Everything follows the reading direction: on a right-to-left page the next slide is to
 * the left, so 'Next' sits on the left pointing left, ArrowLeft and a swipe to the right (the finger pulling the
 * next slide in from the left) go forward, and the dots run from right to left.
 * It only acts as a carousel with two or more items: one item is rendered as it is, none renders nothing.
 * Slides never rotate by themselves; under reduced motion they switch without fading.
 */
export function Carousel<T>({
  items,
  renderItem,
  getItemKey = (_item, index) => index,
  label,
  index,
  defaultIndex = 0,
  onIndexChange,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  goToLabel = (n) => `Go to slide ${n}`,
  announcement = (n, total) => `Slide ${n} of ${total}`,
  slideLabel = (n, total) => `${n} of ${total}`,
  className,
  onKeyDown,
  ...props
}: CarouselProps<T>) {
  const [uncontrolled, setUncontrolled] = useState(defaultIndex);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const total = items.length;
  const render = (item: T, i: number) => (renderItem ? renderItem(item, i) : (item as ReactNode));

  if (total === 0) return null;
  if (total === 1) {
    return (
      <div {...props} className={className}>
        {render(items[0] as T, 0)}
      </div>
    );
  }

  const current = Math.min(Math.max(index ?? uncontrolled, 0), total - 1);
  const goTo = (next: number) => {
    const target = wrap(next, total);
    if (index === undefined) setUncontrolled(target);
    onIndexChange?.(target);
    return target;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || isTextEntry(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = isRightToLeft(event.currentTarget);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: number;
    if (event.key === forward) target = goTo(current + 1);
    else if (event.key === backward) target = goTo(current - 1);
    else if (event.key === 'Home') target = goTo(0);
    else if (event.key === 'End') target = goTo(total - 1);
    else return;
    event.preventDefault();
    // On the dots, focus follows the current slide, as in a tab list.
    if (dotRefs.current.includes(event.target as HTMLButtonElement)) dotRefs.current[target]?.focus();
  };

  // A swipe with a finger or pen: a mouse drags to select text as usual. The track lets the page scroll
  // vertically (touch-action: pan-y) and leaves the sideways gestures to us.
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    // Content follows the finger: pulling it towards the inline start brings in the next slide.
    const towardsStart = isRightToLeft(event.currentTarget) ? dx > 0 : dx < 0;
    goTo(current + (towardsStart ? 1 : -1));
  };

  return (
    <section
      {...props}
      aria-roledescription="carousel"
      aria-label={label}
      className={[root, className].filter(Boolean).join(' ')}
      onKeyDown={handleKeyDown}
    >
      <div
        className={track}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {items.map((item, i) => {
          const active = i === current;
          return (
            <div
              key={getItemKey(item, i)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1, total)}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active || undefined}
              className={slide}
            >
              {render(item, i)}
            </div>
          );
        })}
      </div>
      <div className={controls}>
        {/* Native buttons: nothing here needs more, and the carousel is on the home page's first load. */}
        <button type="button" className={arrow} aria-label={previousLabel} onClick={() => goTo(current - 1)}>
          <Icon icon={ChevronLeftIcon} size="medium" flipInRtl />
        </button>
        <div className={dots}>
          {items.map((item, i) => (
            <button
              type="button"
              key={getItemKey(item, i)}
              ref={(element: HTMLButtonElement | null) => {
                dotRefs.current[i] = element;
              }}
              className={dot}
              aria-label={goToLabel(i + 1)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className={arrow} aria-label={nextLabel} onClick={() => goTo(current + 1)}>
          <Icon icon={ChevronRightIcon} size="medium" flipInRtl />
        </button>
      </div>
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement(current + 1, total)}
      </div>
    </section>
  );
}
