import { ChatLauncher } from '@sparkle/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { chatLauncherCopy } from '../../content/chatLauncher';

const loadConversation = () => import('./ChatConversation');
const ChatConversation = lazy(loadConversation);

const panelId = 'chat-panel';

/**
 * The floating chat widget of the site layout (docs/product.md): the light launcher on every page; the panel, the
 * chat statechart and supabase-js load when the visitor first opens it (or points at the launcher, so the
 * panel is usually there by the click). The conversation lives on while the visitor moves between pages.
 * An island that hydrates once used (src/loading/island.tsx, SiteLayout): the launcher is served ready to
 * paint, and its code loads when someone points at, focuses or taps it.
 */
export default function ChatEntry() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const setPanelOpen = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };
  const copy = chatLauncherCopy();
  const preload = () => {
    loadConversation().catch(() => {});
  };
  return (
    <>
      <ChatLauncher
        ref={launcherRef}
        open={open}
        onOpenChange={setPanelOpen}
        panelId={panelId}
        openLabel={copy.openLabel}
        closeLabel={copy.closeLabel}
        onPointerEnter={preload}
        onFocus={preload}
      />
      {opened ? (
        <Suspense fallback={null}>
          <ChatConversation id={panelId} open={open} onOpenChange={setPanelOpen} finalFocus={launcherRef} />
        </Suspense>
      ) : null}
    </>
  );
}
