import { errorMessage } from '@sparkle/machines';
import { Button, Heading, Inline, Text } from '@sparkle/ui';
import type { ReactNode } from 'react';
import { intro } from '../AdminShell.css';
import { adminTexts } from '../texts';

/** A section's heading (the page's h1) and its line of explanation. */
export function SectionHeader({ title, id, children }: { title: string; id?: string; children?: ReactNode }) {
  return (
    <div className={intro}>
      <Heading level={1} size={2} id={id}>
        {title}
      </Heading>
      {children ? <Text tone="secondary">{children}</Text> : null}
    </div>
  );
}

/** What a query shows before its data: its loading line, or why it failed with a retry. */
export function QueryState({
  query,
  what,
  loadingText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: unknown };
  what: string;
  loadingText: string;
  children: ReactNode;
}) {
  if (query.isError && query.data === undefined) {
    return (
      <Inline gap="small">
        <Text tone="critical" role="alert">
          {adminTexts.loadFailed(what, errorMessage(query.error))}
        </Text>
        <Button size="small" tone="secondary" onClick={() => void query.refetch()}>
          {adminTexts.retry}
        </Button>
      </Inline>
    );
  }
  if (query.isPending) {
    return (
      <Text tone="secondary" role="status">
        {loadingText}
      </Text>
    );
  }
  return children;
}
