import { Button, Inline, Text } from '@sparkle/ui';
import type { ReactNode } from 'react';
import { toolbar } from './AdminDashboard.css';
import { adminTexts } from './texts';
import type { RemoteData } from './useRemoteData';

/** A panel's data as it arrives: its loading line at first, the content once loaded, a failure with a retry. */
export function RemoteState<T>({
  state,
  what,
  loadingText,
  onRetry,
  children,
}: {
  state: RemoteData<T>;
  what: string;
  loadingText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (state.status === 'failed') {
    return (
      <Inline gap="small">
        <Text tone="critical" role="alert">
          {adminTexts.loadFailed(what, state.error)}
        </Text>
        <Button size="small" tone="secondary" onClick={onRetry}>
          {adminTexts.retry}
        </Button>
      </Inline>
    );
  }
  if (state.data === null) {
    return (
      <Text tone="secondary" role="status">
        {loadingText}
      </Text>
    );
  }
  return children;
}

/** The row above a panel's list: its filters, and a refresh button. */
export function PanelToolbar({ onReload, children }: { onReload: () => void; children?: ReactNode }) {
  return (
    <div className={toolbar}>
      {children}
      <Button size="small" tone="secondary" onClick={onReload}>
        {adminTexts.reload}
      </Button>
    </div>
  );
}
