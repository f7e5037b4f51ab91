import { useId, useRef, useState } from 'react';
import { ChatLauncher } from './ChatLauncher';
import { ChatPanel, type ChatPanelProps } from './ChatPanel';

export interface ChatWidgetProps extends Omit<ChatPanelProps, 'id' | 'open' | 'finalFocus'> {
  /** Whether the panel is open. */
  open: boolean;
  /** Called with the state the user asks for (launcher, close button, Escape). */
  onOpenChange: (open: boolean) => void;
  openLabel?: string;
}

/**
 * The floating chat: the launcher at the bottom inline-end corner and, once opened, the panel above it.
 * The panel mounts on first open and then stays, hidden while closed, so focus returns to the launcher.
 * To load the panel lazily, compose ChatLauncher and ChatPanel the same way.
 */
export function ChatWidget({
  open,
  onOpenChange,
  openLabel,
  closeLabel,
  floating = true,
  ...panelProps
}: ChatWidgetProps) {
  const panelId = `chat-panel${useId()}`;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <>
      <ChatLauncher
        ref={launcherRef}
        open={open}
        onOpenChange={onOpenChange}
        panelId={panelId}
        floating={floating}
        openLabel={openLabel}
        closeLabel={closeLabel}
      />
      {opened ? (
        <ChatPanel
          {...panelProps}
          id={panelId}
          open={open}
          onOpenChange={onOpenChange}
          closeLabel={closeLabel}
          floating={floating}
          finalFocus={launcherRef}
        />
      ) : null}
    </>
  );
}
