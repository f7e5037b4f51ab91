import {
  AdminNav,
  type AdminNavItem,
  type AdminNavLinkProps,
  adminNavItems,
  Container,
  SendIcon,
  StarIcon,
  TeamIcon,
} from '@sparkle/ui';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { RouterLink } from '../../lib/RouterLink';
import { notify } from '../toast/notify';
import { shell } from './AdminShell.css';
import { countPendingBookings, countPendingReviews, countSpam, subscribeToNewBookings } from './adminData';
import { bookingDay } from './format';
import { adminKeys, createAdminQueryClient } from './queryClient';
import { adminTexts, serviceLabel } from './texts';

/** Which section a path shows: '/admin/bookings/…' → 'bookings', '/admin' → 'today'. */
export function currentSection(pathname: string): string {
  const [, , section] = pathname.replace(/\/+$/, '').split('/');
  return section ?? 'today';
}

const outboxItem: AdminNavItem = {
  id: 'outbox',
  href: '/admin/outbox',
  label: adminTexts.nav.outbox,
  icon: <SendIcon aria-hidden="true" />,
};

const reviewsItem: AdminNavItem = {
  id: 'reviews',
  href: '/admin/reviews',
  label: adminTexts.nav.reviews,
  icon: <StarIcon aria-hidden="true" />,
};

const teamsItem: AdminNavItem = {
  id: 'teams',
  href: '/admin/teams',
  label: adminTexts.nav.teams,
  icon: <TeamIcon aria-hidden="true" />,
};

const renderLink = ({ href, ...props }: AdminNavLinkProps) => <RouterLink href={href} {...props} />;

/**
 * New bookings arrive live (realtime `postgres_changes`, which only sends rows an admin may read): each is
 * announced with the toast the inbox always had, and every list, the schedule and the figures it may change are
 * fetched again, whichever section is open.
 */
function useLiveBookings() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToNewBookings(
        (booking) => {
          notify({
            title: adminTexts.bookings.arrived(booking.name),
            description: adminTexts.bookings.arrivedDetails(
              serviceLabel(booking.service),
              bookingDay(booking.date),
              booking.time_slot,
            ),
            variant: 'default',
          });
          for (const queryKey of [adminKeys.bookings, adminKeys.schedule, adminKeys.stats]) {
            void queryClient.invalidateQueries({ queryKey });
          }
        },
        () => void queryClient.invalidateQueries({ queryKey: adminKeys.schedule }),
      ),
    [queryClient],
  );
}

function Sections({ children }: { children: ReactNode }) {
  useLiveBookings();
  const pathname = useLocation({ select: (location) => location.pathname });
  const pending = useQuery({ queryKey: adminKeys.pendingCount, queryFn: countPendingBookings });
  const spam = useQuery({ queryKey: adminKeys.spamCount, queryFn: countSpam });
  const pendingReviews = useQuery({ queryKey: adminKeys.pendingReviews, queryFn: countPendingReviews });
  const counts: Record<string, number | undefined> = {
    bookings: pending.data,
    spam: spam.data,
    reviews: pendingReviews.data,
  };
  const count = (item: AdminNavItem) => (counts[item.id] ? { ...item, count: counts[item.id] } : item);
  const items = adminNavItems('/admin', adminTexts.nav).flatMap((item): AdminNavItem[] => {
    // Teams, who do the bookings, after them.
    if (item.id === 'bookings') return [count(item), teamsItem];
    // Messages out, after the messages that come in.
    if (item.id === 'messages') return [count(item), outboxItem];
    // Reviews, with those waiting for approval counted, after the photos.
    if (item.id === 'photos') return [count(item), count(reviewsItem)];
    return [count(item)];
  });
  return (
    <Container className={shell}>
      <AdminNav
        items={items}
        current={currentSection(pathname)}
        aria-label={adminTexts.navLabel}
        renderLink={renderLink}
      />
      {children}
    </Container>
  );
}

/**
 * The back office: the section navigation and the section the URL names, with the server state in
 * TanStack Query. Loaded lazily by the /admin route once the session is an admin's, so no public page and no
 * visitor loads it.
 */
export default function AdminShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Sections>{children}</Sections>
    </QueryClientProvider>
  );
}
