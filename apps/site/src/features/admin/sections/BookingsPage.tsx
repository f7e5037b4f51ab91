import { bookableServices, bookingStatuses, formatFils } from '@sparkle/company/booking';
import { errorMessage, messages } from '@sparkle/machines';
import {
  BookingStatusBadge,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  DownloadIcon,
  emptyFilters,
  FilterBar,
  type FilterBarValue,
  Select,
} from '@sparkle/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { RouterLink } from '../../../lib/RouterLink';
import { notify } from '../../toast/notify';
import { breakAnywhere, section } from '../AdminShell.css';
import { type BookingRow, type BookingSort, bookingFrequencies, loadAllBookings, loadBookingPage } from '../adminData';
import { type CsvColumn, downloadFile, toCsv } from '../csv';
import { bookingDay, timestamp } from '../format';
import { adminKeys } from '../queryClient';
import { adminTexts, serviceLabel } from '../texts';
import { type BookingsSearch, bookingListQuery, bookingsSearch, pageSizes } from './bookingsSearch';
import { isMovable, MoveBookingForm } from './MoveBooking';
import { SectionHeader } from './SectionParts';
import { todayInDubai } from './todaySearch';

const t = adminTexts.bookingsPage;
const route = getRouteApi('/_site/admin/bookings/');

const statusOptions = bookingStatuses.map((status) => ({ value: status, label: adminTexts.statuses[status] }));
const frequencyOptions = bookingFrequencies.map((frequency) => ({
  value: frequency,
  label: adminTexts.frequencies[frequency],
}));
const serviceOptions = bookableServices.map((service) => ({ value: service.value, label: service.label }));
const estimate = (row: BookingRow) =>
  row.total_aed === null ? '' : formatFils(Math.round(Number(row.total_aed) * 100));

/**
 * A row's Move action: the booking's team, day and time in a dialog, the same move (and the same refusals) as the
 * schedule's drag and keyboard moves. The form, and what it loads, exists only while the dialog is open.
 */
function MoveAction({ row }: { row: BookingRow }) {
  if (!isMovable(row.status)) return null;
  return (
    <Dialog
      title={t.moveName(row.name)}
      description={`${row.reference} · ${bookingDay(row.date)}, ${row.time_slot}`}
      closeLabel={t.close}
      unmountOnHide
      trigger={
        <Button size="small" tone="secondary" aria-label={t.moveName(row.name)}>
          {t.move}
        </Button>
      }
    >
      <MoveBookingForm booking={row} headingLevel={3} />
    </Dialog>
  );
}

const columns: DataTableColumn<BookingRow>[] = [
  {
    id: 'name',
    header: t.columns.customer,
    sortable: true,
    rowHeader: true,
    cell: (row) => (
      <RouterLink href={`/admin/bookings/${row.id}`} className={breakAnywhere}>
        {row.name}
      </RouterLink>
    ),
  },
  { id: 'reference', header: t.columns.reference, cell: (row) => row.reference },
  { id: 'date', header: t.columns.when, sortable: true, cell: (row) => `${bookingDay(row.date)}, ${row.time_slot}` },
  { id: 'service', header: t.columns.service, cell: (row) => serviceLabel(row.service) },
  { id: 'phone', header: t.columns.phone, cell: (row) => row.phone },
  { id: 'status', header: t.columns.status, sortable: true, cell: (row) => <BookingStatusBadge status={row.status} /> },
  { id: 'total_aed', header: t.columns.estimate, sortable: true, align: 'end', cell: estimate },
  { id: 'created_at', header: t.columns.created, sortable: true, cell: (row) => timestamp(row.created_at).label },
  { id: 'actions', header: t.columns.actions, cell: (row) => <MoveAction row={row} /> },
];

/** The export's columns: everything the office needs to call, plan and invoice, in plain text. */
const csvColumns: CsvColumn<BookingRow>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Status', value: (row) => adminTexts.statuses[row.status] },
  { header: 'Service', value: (row) => serviceLabel(row.service) },
  { header: 'Date', value: (row) => row.date },
  { header: 'Time', value: (row) => row.time_slot },
  { header: 'Name', value: (row) => row.name },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Email', value: (row) => row.email },
  { header: 'Community', value: (row) => row.community },
  { header: 'Building', value: (row) => row.building },
  { header: 'Apartment', value: (row) => row.apartment },
  { header: 'Address', value: (row) => row.address },
  { header: 'Property', value: (row) => row.property },
  { header: 'Extras', value: (row) => row.extras?.join(' ') },
  { header: 'Subtotal (AED)', value: (row) => row.subtotal_aed },
  { header: 'VAT (AED)', value: (row) => row.vat_aed },
  { header: 'Total (AED)', value: (row) => row.total_aed },
  { header: 'Booked at', value: (row) => row.created_at },
];

function filtersOf(search: BookingsSearch): FilterBarValue {
  return {
    search: search.q ?? '',
    statuses: search.status?.split(',') ?? [],
    service: search.service ?? '',
    from: search.from ?? null,
    to: search.to ?? null,
  };
}

/**
 * /admin/bookings: every booking, searched by name, e-mail, phone (any common form) or reference,
 * filtered by status, service and appointment dates, sorted and paged — all in the database, which counts the
 * total — with the filter and page in the URL, and the current filter exported as CSV. A booking still to come is
 * moved to another team, day or time from its row.
 */
export function BookingsPage() {
  const search = bookingsSearch(route.useSearch());
  const navigate = useNavigate();
  const query = bookingListQuery(search);
  const list = useQuery({ queryKey: [...adminKeys.bookings, 'page', query], queryFn: () => loadBookingPage(query) });
  const [filters, setFilters] = useState<FilterBarValue>(() => filtersOf(search));
  const [exporting, setExporting] = useState(false);

  const setSearch = (change: Partial<BookingsSearch>) =>
    void navigate({ to: '/admin/bookings', search: (current) => ({ ...current, ...change }), replace: true });

  // Typing in the search box waits for a pause before it asks the database; the other filters apply at once.
  const typed = useRef(filters.search);
  useEffect(() => {
    if (filters.search === typed.current) return;
    const timer = setTimeout(() => {
      typed.current = filters.search;
      const q = filters.search.trim() || undefined;
      void navigate({
        to: '/admin/bookings',
        search: (current) => ({ ...current, q, page: undefined }),
        replace: true,
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [filters.search, navigate]);

  const applyFilters = (next: FilterBarValue) => {
    setFilters(next);
    if (next.search !== filters.search) return;
    setSearch({
      status: next.statuses.length > 0 ? next.statuses.join(',') : undefined,
      service: next.service || undefined,
      from: next.from ?? undefined,
      to: next.to ?? undefined,
      page: undefined,
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await loadAllBookings({ ...query });
      downloadFile(`bookings-${todayInDubai()}.csv`, toCsv(csvColumns, rows));
      notify({ title: t.exportCsv, description: t.exported(rows.length), variant: 'default' });
    } catch (error) {
      console.error('Error exporting bookings:', error);
      notify({ title: messages.errorTitle, description: t.exportFailed(errorMessage(error)), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title" />
      <FilterBar
        value={filters}
        onChange={applyFilters}
        onReset={() => {
          setFilters(emptyFilters);
          typed.current = '';
          void navigate({ to: '/admin/bookings', search: { size: search.size, sort: search.sort, asc: search.asc } });
        }}
        statusOptions={statusOptions}
        serviceOptions={serviceOptions}
        today={todayInDubai()}
        actions={
          <>
            <Select
              label={t.frequency}
              placeholder={t.anyFrequency}
              options={frequencyOptions}
              value={search.frequency ?? ''}
              onValueChange={(frequency) => setSearch({ frequency: frequency || undefined, page: undefined })}
            />
            <Button
              tone="secondary"
              size="small"
              pending={exporting}
              pendingLabel={t.exporting}
              onClick={() => void exportCsv()}
            >
              <DownloadIcon aria-hidden="true" /> {t.exportCsv}
            </Button>
          </>
        }
      />
      {search.series ? (
        <p>
          {t.oneSeries}{' '}
          <Button tone="ghost" size="small" onClick={() => setSearch({ series: undefined, page: undefined })}>
            {t.allSeries}
          </Button>
        </p>
      ) : null}
      {list.isError ? <p role="alert">{adminTexts.loadFailed('bookings', errorMessage(list.error))}</p> : null}
      <DataTable<BookingRow>
        caption={t.caption}
        captionHidden
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowId={(row) => row.id}
        sort={{ columnId: query.sort, direction: query.descending ? 'descending' : 'ascending' }}
        onSortChange={(sort) =>
          setSearch({
            sort: sort.columnId === 'created_at' ? undefined : (sort.columnId as BookingSort),
            asc: sort.direction === 'ascending' ? true : undefined,
            page: undefined,
          })
        }
        page={query.page}
        pageSize={query.pageSize}
        total={list.data?.total ?? 0}
        onPageChange={(page) => setSearch({ page: page > 1 ? page : undefined })}
        onPageSizeChange={(size) => setSearch({ size: size === 25 ? undefined : size, page: undefined })}
        pageSizeOptions={pageSizes}
        loading={list.isFetching}
        emptyText={t.empty}
        onRowClick={(row) => void navigate({ to: '/admin/bookings/$bookingId', params: { bookingId: row.id } })}
      />
    </div>
  );
}
