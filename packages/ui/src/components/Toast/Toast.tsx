import * as Ariakit from '@ariakit/react';
import { type HTMLAttributes, type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import { CloseIcon } from '../Icon/icons';
import { close, content, description as descriptionClass, title as titleClass, toast, viewport } from './Toast.css';

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** The spec's default: a toast stays 4000 ms. */
export const TOAST_DEFAULT_DURATION = 4000;

/** One toast as the app's statechart describes it. */
export interface ToastData {
  /** Identifies this toast; a new id restarts the clock. */
  id: string;
  title: string;
  description?: string | undefined;
  /** `destructive` is an error toast: red, and announced assertively. Defaults to `default`. */
  variant?: ToastVariant | undefined;
  /** This toast's own duration in ms; overrides the Toaster's `duration`. */
  duration?: number | undefined;
}

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Called by the close button. Without it the toast has no close button. */
  onClose?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/** The toast card itself: title, optional description and a close button. Place it with `Toaster`. */
export function Toast({
  title,
  description,
  variant = 'default',
  onClose,
  closeLabel = 'Dismiss notification',
  className,
  ...props
}: ToastProps) {
  return (
    <div {...props} data-variant={variant} className={[toast({ variant }), className].filter(Boolean).join(' ')}>
      <div className={content}>
        <p className={titleClass}>{title}</p>
        {description ? <p className={descriptionClass}>{description}</p> : null}
      </div>
      {onClose ? (
        <Ariakit.Button className={close({ variant })} aria-label={closeLabel} onClick={onClose}>
          <Icon icon={CloseIcon} size="medium" />
        </Ariakit.Button>
      ) : null}
    </div>
  );
}

export interface ToasterProps {
  /** The toast on screen, or `null`. One at a time: the app's statechart decides which. */
  toast: ToastData | null;
  /** Called with the toast's id when its time is up or the user closes it. */
  onDismiss: (id: string) => void;
  /**
   * How long a toast stays, in ms (default 4000). The clock pauses while the pointer is over the toast or
   * focus is inside it. `Infinity` turns the Toaster's own clock off (when the statechart keeps time).
   */
  duration?: number;
  /** Told when hover or focus holds the toast and when it lets go (for a statechart that keeps time). */
  onPauseChange?: (paused: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * The toast viewport. Both live regions (polite for default toasts, assertive for destructive ones) are
 * always in the DOM, empty when there is no toast, because screen readers only announce changes to a live
 * region they already know about; a region inserted together with its message is often not read.
 */
export function Toaster({
  toast: current,
  onDismiss,
  duration = TOAST_DEFAULT_DURATION,
  onPauseChange,
  closeLabel,
}: ToasterProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const id = current?.id ?? null;
  const total = current?.duration ?? duration;

  // Time left for the toast on screen; it survives pauses and restarts with a new id.
  const clock = useRef<{ id: string | null; remaining: number; fired: boolean }>({
    id: null,
    remaining: total,
    fired: false,
  });
  const dismiss = useEffectEvent((toastId: string) => onDismiss(toastId));
  const reportPause = useEffectEvent((value: boolean) => onPauseChange?.(value));

  useEffect(() => {
    if (id === null) return;
    if (clock.current.id !== id) clock.current = { id, remaining: total, fired: false };
    const state = clock.current;
    if (paused || state.fired || !Number.isFinite(state.remaining)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => {
      state.fired = true;
      dismiss(id);
    }, state.remaining);
    return () => {
      window.clearTimeout(timer);
      state.remaining = Math.max(0, state.remaining - (Date.now() - startedAt));
    };
  }, [id, total, paused]);

  const wasPaused = useRef(false);
  useEffect(() => {
    if (wasPaused.current === paused) return;
    wasPaused.current = paused;
    reportPause(paused);
  }, [paused]);

  // A new toast starts unpaused, even if the previous one was closed while hovered or focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new toast id only
  useEffect(() => {
    setHovered(false);
    setFocused(false);
  }, [id]);

  const card = current ? (
    <Toast
      key={current.id}
      title={current.title}
      description={current.description}
      variant={current.variant ?? 'default'}
      closeLabel={closeLabel}
      onClose={() => onDismiss(current.id)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    />
  ) : null;
  const destructive = current?.variant === 'destructive';

  return (
    <div className={viewport}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {destructive ? null : card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {destructive ? card : null}
      </div>
    </div>
  );
}
