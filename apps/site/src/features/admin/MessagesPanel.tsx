import { InboxItem, InboxList, Link } from '@sparkle/ui';
import type { ContactMessageRow } from './adminData';
import { timestamp } from './format';
import { PanelToolbar, RemoteState } from './RemoteState';
import { adminTexts } from './texts';
import type { RemoteData } from './useRemoteData';

const t = adminTexts.messages;

/** DECISIONS §3.1: what visitors sent through the contact form, newest first. */
export function MessagesPanel({ state, reload }: { state: RemoteData<ContactMessageRow[]>; reload: () => void }) {
  return (
    <>
      <PanelToolbar onReload={reload} />
      <RemoteState state={state} what="messages" loadingText={t.loading} onRetry={reload}>
        <InboxList aria-label={adminTexts.tabs.messages} emptyText={t.empty}>
          {(state.data ?? []).map((message) => (
            <InboxItem
              key={message.id}
              title={message.name}
              time={timestamp(message.created_at)}
              details={[{ label: t.email, value: <Link href={`mailto:${message.email}`}>{message.email}</Link> }]}
            >
              {message.message}
            </InboxItem>
          ))}
        </InboxList>
      </RemoteState>
    </>
  );
}
