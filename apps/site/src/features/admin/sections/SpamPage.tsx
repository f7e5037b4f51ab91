import { errorMessage, messages } from '@sparkle/machines';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Inline,
  RemoveAdminButton,
  Select,
  Text,
  VisuallyHidden,
} from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../toast/notify';
import { breakAnywhere, section, toolbar } from '../AdminShell.css';
import { deleteSpam, loadSpamPage, releaseSpam, type SpamKind, type SpamRow } from '../adminData';
import { bookingDay, timestamp } from '../format';
import { adminKeys } from '../queryClient';
import { adminTexts, serviceLabel } from '../texts';
import { SectionHeader } from './SectionParts';

const t = adminTexts.spam;
type Show = 'all' | SpamKind;
const showOptions = [
  { value: 'all' as Show, label: t.all },
  { value: 'booking' as Show, label: t.bookings },
  { value: 'message' as Show, label: t.messages },
];

/** What a row is about: the booking's service and time and its reference, or the message's text. */
function summary(row: SpamRow) {
  if (row.kind === 'message') return row.message;
  return (
    <>
      {t.bookingSummary(serviceLabel(row.service ?? ''), bookingDay(row.date ?? ''), row.time_slot ?? '')}
      {row.reference ? (
        <>
          <br />
          <Text as="span" size="small" tone="secondary">
            {row.reference}
          </Text>
        </>
      ) : null}
    </>
  );
}

/** The rule that caught it, and what it saw: the hidden field's content or the time taken. */
function caught(row: SpamRow) {
  const evidence =
    row.spam_reason === 'honeypot' && row.honeypot
      ? t.hiddenField(row.honeypot)
      : row.spam_reason === 'too_fast' && row.fill_ms !== null
        ? t.filledIn((Math.max(row.fill_ms, 0) / 1000).toFixed(1))
        : null;
  return (
    <span className={breakAnywhere}>
      {t.reasons[row.spam_reason]}
      {evidence ? (
        <>
          <br />
          <Text as="span" size="small" tone="secondary">
            {evidence}
          </Text>
        </>
      ) : null}
    </span>
  );
}

/**
 * /admin/spam: the bookings and messages the spam filter held back (a filled honeypot, a form sent faster than a
 * person can), stored but kept out of the lists, the schedule, the figures, the crews and the live alerts. An admin
 * releases what a person sent (a booking only if its slot is still free: the database says why not, and it stays
 * here) or deletes it; what is left is purged after 30 days.
 */
export function SpamPage() {
  const queryClient = useQueryClient();
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const query = { kind: show === 'all' ? null : show, page, pageSize };
  const list = useQuery({ queryKey: [...adminKeys.spam, query], queryFn: () => loadSpamPage(query) });

  // A released booking counts in the lists, the schedule, the figures and the pending badge from now on.
  const reload = () => {
    for (const queryKey of [
      adminKeys.spam,
      adminKeys.bookings,
      adminKeys.messages,
      adminKeys.schedule,
      adminKeys.stats,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const release = useMutation({
    mutationFn: (row: SpamRow) => releaseSpam(row.kind, row.id),
    onSuccess: (_, row) =>
      notify({ title: messages.successTitle, description: t.released(row.kind, row.name), variant: 'default' }),
    onError: (error) => {
      console.error('Error releasing from spam:', error);
      notify({ title: messages.errorTitle, description: t.releaseFailed(errorMessage(error)), variant: 'destructive' });
    },
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (row: SpamRow) => deleteSpam(row.kind, row.id),
    onSuccess: (_, row) =>
      notify({ title: messages.successTitle, description: t.removed(row.kind, row.name), variant: 'default' }),
    onError: (error) => {
      console.error('Error deleting spam:', error);
      notify({ title: messages.errorTitle, description: t.removeFailed(errorMessage(error)), variant: 'destructive' });
    },
    onSettled: reload,
  });

  const columns: DataTableColumn<SpamRow>[] = [
    {
      id: 'from',
      header: t.columns.from,
      rowHeader: true,
      cell: (row) => (
        <span className={breakAnywhere}>
          {row.name}
          <br />
          <Text as="span" size="small" tone="secondary">
            {row.email}
            {row.phone ? ` · ${row.phone}` : ''}
          </Text>
        </span>
      ),
    },
    {
      id: 'what',
      header: t.columns.what,
      wrap: true,
      cell: (row) => (
        <span className={breakAnywhere}>
          <Badge tone={row.kind === 'booking' ? 'brand' : 'neutral'}>{t.kinds[row.kind]}</Badge> {summary(row)}
        </span>
      ),
    },
    { id: 'caught', header: t.columns.caught, wrap: true, cell: caught },
    { id: 'received', header: t.columns.received, cell: (row) => timestamp(row.created_at).label },
    {
      id: 'actions',
      header: t.columns.actions,
      cell: (row) => {
        const name = t.itemName(row.kind, row.name);
        const releasing = release.isPending && release.variables?.id === row.id;
        const removing = remove.isPending && remove.variables?.id === row.id;
        return (
          <Inline gap="xsmall">
            <Button
              size="small"
              tone="primary"
              pending={releasing}
              pendingLabel={t.releasing}
              disabled={removing}
              onClick={() => release.mutate(row)}
            >
              {t.release}
              <VisuallyHidden> ({name})</VisuallyHidden>
            </Button>
            <RemoveAdminButton
              name={name}
              pending={removing}
              onConfirm={() => remove.mutate(row)}
              texts={{
                remove: t.remove,
                confirm: t.confirmRemove,
                confirmButton: t.confirmButton,
                cancel: t.keep,
                pending: t.removing,
              }}
            />
          </Inline>
        );
      },
    },
  ];

  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title">
        {t.intro}
      </SectionHeader>
      <div className={toolbar}>
        <Select<Show>
          label={t.show}
          options={showOptions}
          value={show}
          onValueChange={(value) => {
            setShow(value === '' ? 'all' : value);
            setPage(1);
          }}
        />
      </div>
      {list.isError ? <p role="alert">{adminTexts.loadFailed('spam', errorMessage(list.error))}</p> : null}
      <DataTable<SpamRow>
        caption={t.listLabel}
        captionHidden
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowId={(row) => `${row.kind}-${row.id}`}
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        loading={list.isFetching}
        emptyText={show === 'all' ? t.empty : t.emptyFiltered}
      />
    </div>
  );
}
