import * as Ariakit from '@ariakit/react';
import { Icon } from '../Icon/Icon';
import { CalendarDaysIcon, ChevronDownIcon, ShieldCheckIcon, SignOutIcon, UserIcon } from '../Icon/icons';
import { useLinkComponent } from '../Link/LinkProvider';
import type { HeaderPartProps, HeaderSession } from './headerTypes';
import * as styles from './SiteHeader.css';

/**
 * The wide header's account menu (the name → 'My account', 'Admin', 'Sign Out'). Loaded by SiteHeader only once someone is
 * signed in, so visitors never download Ariakit's menu.
 */
export default function AccountMenu({
  session,
  signingOut,
  onSignOut,
  accountHref,
  adminHref,
  labels,
}: HeaderPartProps & { session: HeaderSession }) {
  const AppLink = useLinkComponent();
  return (
    <Ariakit.MenuProvider placement="bottom-end">
      <Ariakit.MenuButton className={styles.accountButton} disabled={signingOut}>
        <Icon icon={UserIcon} size="medium" />
        <span className={styles.truncate}>{signingOut ? labels.signingOut : session.name}</span>
        <Icon icon={ChevronDownIcon} size="xsmall" />
      </Ariakit.MenuButton>
      <Ariakit.Menu gutter={8} className={styles.accountMenu}>
        <Ariakit.MenuItem className={styles.accountMenuItem} render={<AppLink href={accountHref} />}>
          <Icon icon={CalendarDaysIcon} size="small" />
          {labels.account}
        </Ariakit.MenuItem>
        {session.isAdmin ? (
          <Ariakit.MenuItem className={styles.accountMenuItem} render={<AppLink href={adminHref} />}>
            <Icon icon={ShieldCheckIcon} size="small" />
            {labels.admin}
          </Ariakit.MenuItem>
        ) : null}
        <Ariakit.MenuItem className={styles.accountMenuItem} onClick={onSignOut}>
          <Icon icon={SignOutIcon} size="small" flipInRtl />
          {labels.signOut}
        </Ariakit.MenuItem>
      </Ariakit.Menu>
    </Ariakit.MenuProvider>
  );
}
