import { errorMessage } from '@sparkle/machines';
import { Button, DataTable, type DataTableColumn, Heading, Inline, Text } from '@sparkle/ui';
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

/**
 * One page of a list the database searches and pages (the messages, the outbox): why it could not be loaded, then the
 * table with its pager. A new page size starts again on the first page.
 */
export function PagedTable<Row extends { id: string }>({
  list,
  caption,
  columns,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  emptyText,
}: {
  list: { isError: boolean; error: unknown; isFetching: boolean; data?: { rows: Row[]; total: number } };
  caption: string;
  columns: DataTableColumn<Row>[];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  emptyText: string;
}) {
  return (
    <>
      {list.isError ? <p role="alert">{adminTexts.loadFailed('messages', errorMessage(list.error))}</p> : null}
      <DataTable<Row>
        caption={caption}
        captionHidden
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowId={(row) => row.id}
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPageChange={onPageChange}
        onPageSizeChange={(size) => {
          onPageSizeChange(size);
          onPageChange(1);
        }}
        loading={list.isFetching}
        emptyText={emptyText}
      />
    </>
  );
}
