import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
import { button } from './Button.css';

export const buttonTones = ['primary', 'secondary', 'ghost', 'whatsapp', 'critical'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<Ariakit.ButtonProps, 'children'> {
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

/** A button; with `render` it can be a link that looks like a button (see ButtonLink). */
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
    <Ariakit.Button
      {...props}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon}
      {pending && pendingLabel ? pendingLabel : children}
    </Ariakit.Button>
  );
}
