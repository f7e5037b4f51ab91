import { Badge, Container, Heading, Tabs, Text } from '@sparkle/ui';
import { useId, useState } from 'react';
import type { AuthSnapshot } from '../../lib/auth';
import { inbox, intro, page, people, tabLabel } from './AdminDashboard.css';
import { loadMessages, loadPhotos } from './adminData';
import { BookingsPanel } from './BookingsPanel';
import { MessagesPanel } from './MessagesPanel';
import { PhotosPanel } from './PhotosPanel';
import { adminTexts } from './texts';
import { UsersPanel } from './UsersPanel';
import { useBookings } from './useBookings';
import { useRemoteData } from './useRemoteData';

type InboxTab = 'bookings' | 'messages' | 'photos';

/**
 * The admin dashboard (SPEC §2 admin; DECISIONS §3): the Admin Panel and User Management, then the inbox of
 * bookings (live), contact messages and visitors' photos. Loaded lazily by the /admin route, for admins only.
 * The inbox's data is held here, not in the tab panels, so a tab switch neither refetches nor misses a booking.
 */
export default function AdminDashboard({ session }: { session: AuthSnapshot }) {
  const bookings = useBookings();
  const messages = useRemoteData(loadMessages, 'contact messages');
  const photos = useRemoteData(loadPhotos, 'uploaded photos');
  const [tab, setTab] = useState<InboxTab>('bookings');
  const inboxTitleId = useId();
  const pending = bookings.bookings.filter((booking) => booking.status === 'pending').length;

  return (
    <Container className={page}>
      <div className={intro}>
        <Heading level={1}>{adminTexts.title}</Heading>
        <Text tone="secondary">{adminTexts.intro}</Text>
        {session.user?.email ? <Text size="small">{adminTexts.signedInAs(session.user.email)}</Text> : null}
      </div>
      <div className={people}>
        <UsersPanel currentUserId={session.user?.id} isAdmin={session.isAdmin} />
      </div>
      <section aria-labelledby={inboxTitleId} className={inbox}>
        <Heading level={2} id={inboxTitleId}>
          {adminTexts.inboxTitle}
        </Heading>
        <Tabs<InboxTab>
          label={adminTexts.inboxTitle}
          selectedId={tab}
          setSelectedId={setTab}
          items={[
            {
              id: 'bookings',
              label: (
                <span className={tabLabel}>
                  {adminTexts.tabs.bookings}
                  {pending > 0 ? <Badge tone="accent">{pending}</Badge> : null}
                </span>
              ),
              content: <BookingsPanel bookings={bookings} />,
            },
            {
              id: 'messages',
              label: adminTexts.tabs.messages,
              content: <MessagesPanel state={messages.state} reload={messages.reload} />,
            },
            {
              id: 'photos',
              label: adminTexts.tabs.photos,
              content: <PhotosPanel state={photos.state} reload={photos.reload} />,
            },
          ]}
        />
      </section>
    </Container>
  );
}
