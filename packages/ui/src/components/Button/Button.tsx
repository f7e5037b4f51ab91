import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { button } from './Button.css';

export const buttonTones = ['primary', 'secondary', 'ghost', 'whatsapp', 'critical'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface NativeButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * With `disabled`: the button stays focusable and announced as disabled (`aria-disabled`) but does nothing,
   * so keyboard and screen reader users can reach it and read why (e.g. with `aria-describedby`).
   */
  accessibleWhenDisabled?: boolean;
}

/**
 * The `<button>` every button of the design system renders: `type="button"` unless told otherwise (a button
 * inside a form does not submit by accident), `aria-disabled` whenever disabled, and the accessible disabled
 * state. A native element needs no more, so this stays out of Ariakit and off every page's first load.
 */
export function nativeButtonProps({
  disabled,
  accessibleWhenDisabled,
  type = 'button',
  onClick,
  ...props
}: NativeButtonProps): ComponentPropsWithRef<'button'> {
  const focusableWhenDisabled = !!disabled && !!accessibleWhenDisabled;
  return {
    ...props,
    type,
    disabled: !!disabled && !accessibleWhenDisabled,
    'aria-disabled': disabled || undefined,
    onClick: focusableWhenDisabled
      ? (event: MouseEvent<HTMLButtonElement>) => {
          event.preventDefault();
          event.stopPropagation();
        }
      : onClick,
  };
}

export interface ButtonProps extends Omit<NativeButtonProps, 'children'> {
  /** Visual intent. `whatsapp` is for the WhatsApp quote and booking buttons. */
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** While true the button is disabled and shows `pendingLabel` instead of its children. */
  pending?: boolean;
  /** The label shown while pending, e.g. 'Submitting...'. */
  pendingLabel?: string;
  /** An icon placed before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

/** A button. For a link that looks like a button, see ButtonLink. */
export function Button({
  tone = 'primary',
  size = 'standard',
  fullWidth = false,
  pending = false,
  pendingLabel,
  icon,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...nativeButtonProps({ ...props, disabled: disabled || pending })}
      aria-busy={pending || undefined}
      className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
