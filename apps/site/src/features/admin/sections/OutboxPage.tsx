import { errorMessage, messages as specMessages } from '@sparkle/machines';
import { whatsAppLink } from '@sparkle/messages/whatsapp';
import {
  Badge,
  type BadgeTone,
  Button,
  type DataTableColumn,
  emptyFilters,
  FilterBar,
  Link,
  Select,
  Text,
} from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { notify } from '../../toast/notify';
import { breakAnywhere, section } from '../AdminShell.css';
import {
  cancelOutboxMessage,
  loadOutboxPage,
  type OutboxRow,
  type OutboxState,
  outboxStates,
  retryOutboxMessage,
} from '../adminData';
import { timestamp } from '../format';
import { adminKeys } from '../queryClient';
import { adminTexts } from '../texts';
import { PagedTable, SectionHeader } from './SectionParts';
import { useListFilters } from './useDebounced';

const t = adminTexts.outbox;
const route = getRouteApi('/_site/admin/outbox');

/** `?state=failed`: the list of one state (the dashboard's figures link here). */
export interface OutboxSearch {
  state?: OutboxState;
}

export function outboxSearch(search: Record<string, unknown>): OutboxSearch {
  return (outboxStates as readonly unknown[]).includes(search.state) ? { state: search.state as OutboxState } : {};
}

const stateTones: Record<OutboxState, BadgeTone> = {
  pending: 'accent',
  sending: 'brand',
  sent: 'positive',
  failed: 'critical',
  cancelled: 'neutral',
};

const showOptions = [
  { value: '' as const, label: t.all },
  ...outboxStates.map((state) => ({ value: state, label: t.states[state] ?? state })),
];

/** What the message is: its kind in words, and the booking it is about. */
function messageLabel(row: OutboxRow): string {
  const kind = t.kinds[row.kind] ?? row.kind;
  return row.booking_reference ? `${kind} · ${row.booking_reference}` : kind;
}

/** The moment that matters for its state: when it was sent, when it is tried next, or when it was written. */
function timeLabel(row: OutboxRow): string {
  if (row.state === 'sent' && row.sent_at) return t.sentAt(timestamp(row.sent_at).label);
  if (row.state === 'pending') return t.nextTry(timestamp(row.send_after).label);
  return t.createdAt(timestamp(row.created_at).label);
}

/** Send a failed message again, cancel a waiting one, or send a customer's on WhatsApp by hand. */
function MessageActions({
  row,
  busy,
  onAction,
  context,
}: {
  row: OutboxRow;
  busy: boolean;
  onAction: (action: 'retry' | 'cancel') => void;
  context: Parameters<typeof whatsAppLink>[4];
}) {
  const whatsapp = whatsAppLink(row.kind, row.locale, row.payload, row.customer_phone, context);
  return (
    <span>
      {row.state === 'failed' ? (
        <Button size="small" tone="primary" pending={busy} pendingLabel={t.retrying} onClick={() => onAction('retry')}>
          {t.retry}
        </Button>
      ) : null}
      {row.state === 'pending' ? (
        <Button
          size="small"
          tone="secondary"
          pending={busy}
          pendingLabel={t.cancelling}
          onClick={() => onAction('cancel')}
        >
          {t.cancel}
        </Button>
      ) : null}
      {whatsapp ? (
        <>
          {row.state === 'failed' || row.state === 'pending' ? <br /> : null}
          <Link href={whatsapp} newTab aria-label={t.whatsappLabel(row.customer_phone ?? '')}>
            {t.whatsapp}
          </Link>
        </>
      ) : null}
    </span>
  );
}

/**
 * /admin/outbox: every message the website sends (the outbox), newest first, searched and paged in the database, with
 * its state, tries, last error and time. A failed message can be sent again and a waiting one cancelled (the database
 * checks the admin and the state); a customer's message has a 'Send on WhatsApp' link with its text written out, for
 * a company that messages by hand.
 */
export function OutboxPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = outboxSearch(route.useSearch());
  const { filters, setFilters, changeFilters, page, setPage, pageSize, setPageSize, search } = useListFilters();
  const query = { search, states: state ? [state] : [], page, pageSize };
  const list = useQuery({ queryKey: [...adminKeys.outbox, query], queryFn: () => loadOutboxPage(query) });
  const change = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'cancel' }) =>
      action === 'retry' ? retryOutboxMessage(id) : cancelOutboxMessage(id),
    onSuccess: (_data, { action }) =>
      notify({ title: action === 'retry' ? t.retried : t.cancelled, variant: 'default' }),
    onError: (error) => {
      console.error('Error changing message:', error);
      notify({
        title: specMessages.errorTitle,
        description: t.actionFailed(errorMessage(error)),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox }),
  });
  const setState = (next: OutboxState | undefined) => {
    setPage(1);
    void navigate({ to: '/admin/outbox', search: next ? { state: next } : {} });
  };
  const context = { siteUrl: typeof window === 'undefined' ? '' : window.location.origin, now: new Date() };

  const columns: DataTableColumn<OutboxRow>[] = [
    {
      id: 'message',
      header: t.columns.message,
      rowHeader: true,
      cell: (row) => (
        <span>
          {messageLabel(row)}
          <br />
          <Text as="span" size="small" tone="secondary">
            {t.channels[row.channel] ?? row.channel} · {t.languages[row.locale] ?? row.locale}
          </Text>
        </span>
      ),
    },
    { id: 'to', header: t.columns.to, cell: (row) => <span className={breakAnywhere}>{row.recipient}</span> },
    {
      id: 'state',
      header: t.columns.state,
      cell: (row) => (
        <span>
          <Badge tone={stateTones[row.state]}>{t.states[row.state] ?? row.state}</Badge>
          {row.held ? (
            <>
              <br />
              <Text as="span" size="small" tone="secondary">
                {t.held}
              </Text>
            </>
          ) : null}
        </span>
      ),
    },
    { id: 'tries', header: t.columns.tries, align: 'end', cell: (row) => row.attempts },
    {
      id: 'error',
      header: t.columns.error,
      wrap: true,
      cell: (row) => (row.last_error ? <span className={breakAnywhere}>{row.last_error}</span> : '—'),
    },
    { id: 'time', header: t.columns.time, cell: (row) => timeLabel(row) },
    {
      id: 'actions',
      header: t.columns.actions,
      cell: (row) => (
        <MessageActions
          row={row}
          busy={change.isPending && change.variables?.id === row.id}
          onAction={(action) => change.mutate({ id: row.id, action })}
          context={context}
        />
      ),
    },
  ];

  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title">
        {t.intro}
      </SectionHeader>
      <FilterBar
        value={filters}
        onChange={changeFilters}
        onReset={() => {
          setFilters(emptyFilters);
          setState(undefined);
        }}
        dateRange={false}
        texts={{ label: t.filterLabel, searchPlaceholder: t.searchPlaceholder }}
        actions={
          <Select<OutboxState | ''>
            label={t.show}
            options={showOptions}
            value={state ?? ''}
            onValueChange={(value) => setState(value === '' ? undefined : value)}
          />
        }
      />
      <PagedTable<OutboxRow>
        list={list}
        caption={t.listLabel}
        columns={columns}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        emptyText={filters.search || state ? t.emptyFiltered : t.empty}
      />
    </div>
  );
}
