import * as Ariakit from '@ariakit/react';
import type { ReactElement, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { CloseIcon } from '../Icon/icons';
import {
  backdrop,
  close,
  description as descriptionClass,
  dialog,
  footer as footerClass,
  header,
  title as titleClass,
} from './Dialog.css';

export const dialogSizes = ['small', 'standard', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<Ariakit.DialogProps, 'store' | 'title' | 'children' | 'open' | 'backdrop'> {
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, backdrop click). */
  setOpen?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Actions at the bottom, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  size?: DialogSize;
  children?: ReactNode;
}

/**
 * A modal dialog (Ariakit): a backdrop, focus kept inside while open, Escape and the close button close
 * it, and focus returns to whatever opened it.
 */
export function Dialog({
  title,
  description,
  open,
  defaultOpen,
  setOpen,
  trigger,
  closeLabel = 'Close',
  footer,
  size = 'standard',
  className,
  children,
  ...props
}: DialogProps) {
  const store = Ariakit.useDialogStore({ open, defaultOpen, setOpen });
  return (
    <>
      {trigger ? <Ariakit.DialogDisclosure store={store} render={trigger} /> : null}
      <Ariakit.Dialog
        {...props}
        store={store}
        backdrop={<div className={backdrop} />}
        className={[dialog({ size }), className].filter(Boolean).join(' ')}
      >
        <div className={header}>
          <Ariakit.DialogHeading render={<h2 />} className={titleClass}>
            {title}
          </Ariakit.DialogHeading>
          <Ariakit.DialogDismiss className={close} aria-label={closeLabel}>
            <Icon icon={CloseIcon} size="medium" />
          </Ariakit.DialogDismiss>
        </div>
        {description ? (
          <Ariakit.DialogDescription className={descriptionClass}>{description}</Ariakit.DialogDescription>
        ) : null}
        {children}
        {footer ? <div className={footerClass}>{footer}</div> : null}
      </Ariakit.Dialog>
    </>
  );
}
