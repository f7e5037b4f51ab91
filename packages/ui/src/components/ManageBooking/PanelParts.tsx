import type { ReactNode, Ref } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { AlertIcon } from '../Icon/icons';
import { errorMessage, focusTarget, messageIcon, panelTitle } from './ManageBooking.css';

/** A panel's heading, which focus is moved to when the panel opens (no ring, as for a page heading). */
export function PanelHeading({
  level,
  id,
  ref,
  children,
}: {
  level: HeadingLevel;
  id: string;
  ref: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Heading level={level} size={4} id={id} ref={ref} tabIndex={-1} className={`${panelTitle} ${focusTarget}`}>
      {children}
    </Heading>
  );
}

/** Why the last change was refused, announced. */
export function PanelError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={errorMessage}>
      <AlertIcon aria-hidden="true" className={messageIcon} />
      <span>{children}</span>
    </p>
  );
}
