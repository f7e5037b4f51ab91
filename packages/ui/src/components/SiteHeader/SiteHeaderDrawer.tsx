import * as Ariakit from '@ariakit/react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { CloseIcon, UserIcon } from '../Icon/icons';
import { ButtonLink, Link } from '../Link/Link';
import type { HeaderPartProps } from './headerTypes';
import * as styles from './SiteHeader.css';

export interface SiteHeaderDrawerProps extends HeaderPartProps {
  id: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The 'Menu' button: focus returns to it when the drawer closes. */
  finalFocus: RefObject<HTMLElement | null>;
  /** The navigation's list items (links that close the drawer when followed). */
  links: ReactNode;
  /** The link to the other language, if any (SiteHeader's `languageSwitch`). */
  languageLink?: ReactNode;
  signInHref: string;
  bookHref: string;
}

/**
 * The phone menu: a modal drawer (Ariakit Dialog) with the pages, the auth state and 'Book Now'. SiteHeader
 * loads it the first time the visitor opens the menu.
 */
export default function SiteHeaderDrawer({
  id,
  open,
  setOpen,
  finalFocus,
  links,
  languageLink,
  session,
  signingOut,
  onSignOut,
  signInHref,
  accountHref,
  adminHref,
  bookHref,
  labels,
}: SiteHeaderDrawerProps) {
  const dialog = Ariakit.useDialogStore({ open, setOpen });
  const close = () => setOpen(false);

  // The drawer has room to show everything at once.
  const auth = () => {
    if (session === undefined) return null;
    if (session === null) {
      return (
        <ButtonLink href={signInHref} tone="secondary" fullWidth onClick={close}>
          {labels.signIn}
        </ButtonLink>
      );
    }
    return (
      <div className={styles.drawerAuth}>
        <span className={styles.drawerUser}>
          <Icon icon={UserIcon} size="medium" />
          <span className={styles.truncate}>{session.name}</span>
        </span>
        <Link href={accountHref} onClick={close}>
          {labels.account}
        </Link>
        {session.isAdmin ? (
          <Link href={adminHref} onClick={close}>
            {labels.admin}
          </Link>
        ) : null}
        <Button tone="secondary" fullWidth onClick={onSignOut} pending={signingOut} pendingLabel={labels.signingOut}>
          {labels.signOut}
        </Button>
      </div>
    );
  };

  return (
    <Ariakit.Dialog
      store={dialog}
      id={id}
      finalFocus={finalFocus}
      className={styles.drawer}
      backdrop={<div className={styles.backdrop} />}
    >
      <div className={styles.drawerHeader}>
        <Ariakit.DialogHeading className={styles.drawerTitle}>{labels.menu}</Ariakit.DialogHeading>
        <Ariakit.DialogDismiss className={styles.closeButton} aria-label={labels.closeMenu}>
          <Icon icon={CloseIcon} size="medium" />
        </Ariakit.DialogDismiss>
      </div>
      <nav aria-label={labels.navigation}>
        <ul className={styles.drawerList}>{links}</ul>
      </nav>
      <div className={styles.drawerFooter}>
        {languageLink}
        {auth()}
        <ButtonLink href={bookHref} fullWidth onClick={close}>
          {labels.bookNow}
        </ButtonLink>
      </div>
    </Ariakit.Dialog>
  );
}
