import { errorMessage, messages as specMessages } from '@sparkle/machines';
import { Button, type DataTableColumn, emptyFilters, FilterBar, Link, Select, Text } from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../toast/notify';
import { breakAnywhere, section } from '../AdminShell.css';
import { loadMessagePage, type MessageRow, setMessageHandled } from '../adminData';
import { timestamp } from '../format';
import { adminKeys } from '../queryClient';
import { adminTexts } from '../texts';
import { PagedTable, SectionHeader } from './SectionParts';
import { useListFilters } from './useDebounced';

const t = adminTexts.messages;
type Show = 'all' | 'open' | 'handled';
const showOptions = [
  { value: 'all' as Show, label: t.all },
  { value: 'open' as Show, label: t.open },
  { value: 'handled' as Show, label: t.handled },
];
const handledOf = { all: null, open: false, handled: true } as const;

/**
 * /admin/messages: what visitors sent through the contact form, searched and paged in the database,
 * each marked handled (by whom, when) or not handled again.
 */
export function MessagesPage() {
  const queryClient = useQueryClient();
  const { filters, setFilters, changeFilters, page, setPage, pageSize, setPageSize, search } = useListFilters();
  const [show, setShow] = useState<Show>('all');
  const query = { search, handled: handledOf[show], page, pageSize };
  const list = useQuery({ queryKey: [...adminKeys.messages, query], queryFn: () => loadMessagePage(query) });
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => setMessageHandled(id, handled),
    onError: (error) => {
      console.error('Error updating message:', error);
      notify({
        title: specMessages.errorTitle,
        description: t.updateFailed(errorMessage(error)),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages }),
  });

  const columns: DataTableColumn<MessageRow>[] = [
    {
      id: 'from',
      header: 'From',
      rowHeader: true,
      cell: (row) => (
        <span className={breakAnywhere}>
          {row.name}
          <br />
          <Link href={`mailto:${row.email}`}>{row.email}</Link>
        </span>
      ),
    },
    { id: 'message', header: 'Message', wrap: true, cell: (row) => row.message },
    { id: 'received', header: 'Received', cell: (row) => timestamp(row.created_at).label },
    {
      id: 'handled',
      header: t.handled,
      cell: (row) => {
        const busy = mark.isPending && mark.variables?.id === row.id;
        return (
          <span>
            {row.handled_at ? (
              <Text as="span" size="small" tone="secondary">
                {t.handledBy(row.handled_by_email ?? 'an admin', timestamp(row.handled_at).label)}
                <br />
              </Text>
            ) : null}
            <Button
              size="small"
              tone={row.handled_at ? 'secondary' : 'primary'}
              pending={busy}
              pendingLabel={t.saving}
              onClick={() => mark.mutate({ id: row.id, handled: !row.handled_at })}
            >
              {row.handled_at ? t.markOpen : t.markHandled}
            </Button>
          </span>
        );
      },
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
          setShow('all');
          setPage(1);
        }}
        dateRange={false}
        texts={{ label: t.filterLabel, searchPlaceholder: t.searchPlaceholder }}
        actions={
          <Select<Show>
            label={t.show}
            options={showOptions}
            value={show}
            onValueChange={(value) => {
              setShow(value === '' ? 'all' : value);
              setPage(1);
            }}
          />
        }
      />
      <PagedTable<MessageRow>
        list={list}
        caption={t.listLabel}
        columns={columns}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        emptyText={filters.search || show !== 'all' ? t.emptyFiltered : t.empty}
      />
    </div>
  );
}
