import type { ReactNode } from 'react';
import {
  CalendarDaysIcon,
  ChatIcon,
  DashboardIcon,
  ImageIcon,
  SettingsIcon,
  ShieldAlertIcon,
  UsersIcon,
} from '../Icon/icons';
import { type LinkComponentProps, useLinkComponent } from '../Link/LinkProvider';
import * as styles from './AdminNav.css';

/** The back office's sections, in the order the navigation lists them. */
export const adminSections = ['today', 'bookings', 'messages', 'spam', 'photos', 'users', 'settings'] as const;
export type AdminSection = (typeof adminSections)[number];

/** One link of the navigation. */
export interface AdminNavItem {
  /** Compared with `current`; usually one of `adminSections`. */
  id: string;
  href: string;
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** A short count after the label, e.g. new messages ('3'); read with the label. */
  count?: number;
}

const icons: Record<AdminSection, ReactNode> = {
  today: <DashboardIcon aria-hidden="true" />,
  bookings: <CalendarDaysIcon aria-hidden="true" />,
  messages: <ChatIcon aria-hidden="true" />,
  spam: <ShieldAlertIcon aria-hidden="true" />,
  photos: <ImageIcon aria-hidden="true" />,
  users: <UsersIcon aria-hidden="true" />,
  settings: <SettingsIcon aria-hidden="true" />,
};

export const defaultAdminNavLabels: Record<AdminSection, string> = {
  today: 'Today',
  bookings: 'Bookings',
  messages: 'Messages',
  spam: 'Spam',
  photos: 'Photos',
  users: 'Users',
  settings: 'Settings',
};

/**
 * The seven sections as items under `basePath`: '/admin' (Today), '/admin/bookings' … '/admin/settings', with
 * their icons. Labels can be translated.
 */
export function adminNavItems(basePath = '/admin', labels: Partial<Record<AdminSection, string>> = {}): AdminNavItem[] {
  const text = { ...defaultAdminNavLabels, ...labels };
  return adminSections.map((id) => ({
    id,
    href: id === 'today' ? basePath : `${basePath}/${id}`,
    label: text[id],
    icon: icons[id],
  }));
}

/** What a link renderer gets: the href, the class, `aria-current` and the content. */
export type AdminNavLinkProps = LinkComponentProps & { children: ReactNode };

export interface AdminNavProps {
  items: readonly AdminNavItem[];
  /** The `id` of the section shown: its link gets `aria-current="page"`. */
  current?: string;
  /** Name of the navigation landmark. @default 'Back office' */
  'aria-label'?: string;
  /**
   * Renders each link, e.g. `(props) => <RouterLink to={props.href} {...props} />`. Defaults to the link
   * component given to `UiProvider` (plain `<a>` without one).
   */
  renderLink?: (props: AdminNavLinkProps) => ReactNode;
  className?: string;
}

/**
 * The back office's section navigation: a bar that scrolls sideways on a phone and a sidebar from the
 * desktop breakpoint on. Plain links in a list (Tab moves through them); the current one is marked with
 * `aria-current="page"`, which is also what styles it.
 */
export function AdminNav({
  items,
  current,
  'aria-label': ariaLabel = 'Back office',
  renderLink,
  className,
}: AdminNavProps) {
  const AppLink = useLinkComponent();
  const render = renderLink ?? ((props: AdminNavLinkProps) => <AppLink {...props} />);
  return (
    <nav aria-label={ariaLabel} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {render({
              href: item.href,
              className: styles.link,
              'aria-current': item.id === current ? 'page' : undefined,
              children: (
                <>
                  {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
                  <span>{item.label}</span>
                  {item.count ? <span className={styles.count}>{item.count}</span> : null}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
