import { bookingStatuses } from '@sparkle/company/booking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { type BookingStatus, BookingStatusBadge } from '../BookingDetail/bookingStatus';
import { Link } from '../Link/Link';
import { withStoryLinks } from '../private/storyLinks';
import { DataTable, type DataTableColumn, type DataTableSort, Pager } from './DataTable';

interface BookingRow {
  id: string;
  reference: string;
  customer: string;
  phone: string;
  service: string;
  date: string;
  status: BookingStatus;
  totalAed: number;
}

const names = [
  'Fatima Al Mansoori',
  'Omar Haddad',
  'Priya Nair',
  'James Whitaker',
  'Aisha Rahman',
  'Chen Wei',
  'Layla Hassan',
];
const services = ['Residential Cleaning', 'Office Cleaning', 'Deep Cleaning', 'Move-In/Out Cleaning'];
// The booking rules' statuses (a dev dependency of the stories only).
const statuses: readonly BookingStatus[] = bookingStatuses;

/** 500 bookings, made up the same way every time. */
const allRows: BookingRow[] = Array.from({ length: 500 }, (_, i) => ({
  id: `b${i + 1}`,
  reference: `SPK-${String(5000 - i)}`,
  customer: `${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ''}`,
  phone: `+971 50 ${String(1000000 + i * 7919).slice(0, 3)} ${String(1000 + i).slice(-4)}`,
  service: services[i % services.length] as string,
  date: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
  status: statuses[i % statuses.length] as BookingStatus,
  totalAed: 150 + ((i * 37) % 900),
}));

const columns: DataTableColumn<BookingRow>[] = [
  {
    id: 'customer',
    header: 'Customer',
    sortable: true,
    cell: (row) => <Link href={`/admin/bookings/${row.id}`}>{row.customer}</Link>,
  },
  { id: 'reference', header: 'Reference', cell: (row) => row.reference },
  { id: 'date', header: 'Date', sortable: true, cell: (row) => row.date },
  { id: 'service', header: 'Service', cell: (row) => row.service },
  { id: 'status', header: 'Status', cell: (row) => <BookingStatusBadge status={row.status} /> },
  { id: 'phone', header: 'Phone', cell: (row) => row.phone },
  { id: 'total', header: 'Total', align: 'end', sortable: true, cell: (row) => `AED ${row.totalAed}` },
];

const onRowClick = fn();

/** The site pages and sorts on the server; the story does it in memory. */
function PagedBookings({ loading = false, rows = allRows }: { loading?: boolean; rows?: BookingRow[] }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const key: Record<string, (row: BookingRow) => string | number> = {
    customer: (r) => r.customer,
    date: (r) => r.date,
    total: (r) => r.totalAed,
  };
  const sorted = sort
    ? [...rows].sort((a, b) => {
        const by = key[sort.columnId] as (row: BookingRow) => string | number;
        const order = by(a) < by(b) ? -1 : by(a) > by(b) ? 1 : 0;
        return sort.direction === 'ascending' ? order : -order;
      })
    : rows;
  return (
    <DataTable
      caption="Bookings"
      columns={columns}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      page={page}
      pageSize={pageSize}
      total={rows.length}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      loading={loading}
      emptyText="No bookings match these filters."
      onRowClick={onRowClick}
      isRowHighlighted={(row) => row.id === 'b1'}
    />
  );
}

const meta = {
  title: 'Admin/DataTable',
  component: DataTable,
  decorators: [withStoryLinks],
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstPage = {
  caption: 'Bookings',
  columns,
  rows: allRows.slice(0, 5),
  getRowId: (row: BookingRow) => row.id,
  page: 1,
  pageSize: 5,
  total: 500,
  onPageChange: fn(),
  emptyText: 'No bookings match these filters.',
};

/** 500 bookings, 25 a page: sort by a header, page with the buttons, change the page size, open a row. */
export const Paged: Story = {
  args: firstPage as never,
  render: () => <PagedBookings />,
  play: async ({ canvas, userEvent }) => {
    onRowClick.mockClear();
    const table = canvas.getByRole('table', { name: 'Bookings' });
    await expect(canvas.getByText('Showing 1–25 of 500')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // Sorting: a button in the header; the header says which way with aria-sort.
    const totalHeader = within(table).getByRole('columnheader', { name: /Total/ });
    await expect(totalHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(totalHeader).getByRole('button'));
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('AED 150');
    await userEvent.keyboard('{Enter}');
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      `AED ${Math.max(...allRows.map((r) => r.totalAed))}`,
    );
    // Paging with the keyboard.
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing 26–50 of 500')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
    await expect(canvas.getByText('Showing 1–100 of 500')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(101);
    // A click on a row opens it; a click on its link follows the link instead.
    await userEvent.click(within(table).getAllByRole('cell')[0] as HTMLElement);
    await expect(onRowClick).toHaveBeenCalledOnce();
    await userEvent.click(within(table).getAllByRole('link')[0] as HTMLElement);
    await expect(onRowClick).toHaveBeenCalledOnce();
  },
};

/** The last page: 'Next page' is disabled but stays focusable. */
export const LastPage: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    ...firstPage,
    rows: allRows.slice(495),
    page: 100,
    sort: { columnId: 'date', direction: 'ascending' },
    onSortChange: fn(),
  } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 496–500 of 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'ascending');
    // Each row is named by its first cell, a row header.
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  tags: ['screenshot', 'responsive'],
  args: { ...firstPage, rows: [], total: 0 } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No bookings match these filters.' })).toBeVisible();
    await expect(canvas.getByText('Showing 0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  tags: ['screenshot'],
  args: { ...firstPage, rows: [], total: 0, loading: true } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('cell', { name: 'Loading...' })).toBeVisible();
  },
};

/** The next page is on its way: the current rows stay, dimmed, and the table is marked busy. */
export const Reloading: Story = {
  tags: ['screenshot'],
  args: { ...firstPage, loading: true } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

/**
 * A table much wider than its box (a phone, or many columns): it scrolls inside its own region and the page does
 * not get wider, hidden sort hints included (they are positioned, and once sat outside the region).
 */
export const WiderThanItsBox: Story = {
  args: { ...firstPage, sort: { columnId: 'date', direction: 'ascending' }, onSortChange: fn() } as never,
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <DataTable
        {...(args as typeof firstPage)}
        columns={columns.map((column) => ({ ...column, header: `${column.header} ${'·'.repeat(60)}` }))}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bookings' });
    await expect(table.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth);
    await expect(canvas.getAllByText(', sort').length).toBeGreaterThan(0);
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The pager alone, for a server-paged list that is not a table (the back office's grid of photos). */
function PagedGrid() {
  const [page, setPage] = useState(2);
  return <Pager label="Uploaded photos: pages" page={page} pageSize={24} total={130} onPageChange={setPage} />;
}

export const PagerAlone: Story = {
  tags: ['screenshot', 'responsive'],
  args: firstPage as never,
  render: () => <PagedGrid />,
  play: async ({ canvas, userEvent }) => {
    const pager = canvas.getByRole('navigation', { name: 'Uploaded photos: pages' });
    await expect(within(pager).getByText('Showing 25–48 of 130')).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await expect(within(pager).getByText('Showing 49–72 of 130')).toBeVisible();
    for (let i = 0; i < 5; i++) await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    // The last page: 'Next' stays focusable but says it is disabled, and does nothing.
    await expect(within(pager).getByText('Showing 121–130 of 130')).toBeVisible();
    await expect(within(pager).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await expect(within(pager).getByText('Showing 97–120 of 130')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Right to left: 'Next page' is on the left with its chevron pointing left, and goes to the next page. */
export const PagerRightToLeft: Story = {
  name: 'Pager, right to left',
  globals: { locale: 'ar' },
  args: firstPage as never,
  render: () => {
    const [page, setPage] = useState(2);
    return (
      <Pager
        label="صفحات الصور المرفوعة"
        page={page}
        pageSize={24}
        total={130}
        onPageChange={setPage}
        texts={{
          previous: 'الصفحة السابقة',
          next: 'الصفحة التالية',
          showing: (from, to, total) => `عرض ${from}–${to} من ${total}`,
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'صفحات الصور المرفوعة' }));
    const next = pager.getByRole('button', { name: 'الصفحة التالية' });
    const previous = pager.getByRole('button', { name: 'الصفحة السابقة' });
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(previous.getBoundingClientRect().left);
    for (const button of [next, previous]) {
      await expect(getComputedStyle(button.querySelector('svg') as SVGElement).transform).toBe(
        'matrix(-1, 0, 0, 1, 0, 0)',
      );
    }
    await userEvent.click(next);
    await expect(pager.getByText('عرض 49–72 من 130')).toBeVisible();
  },
};
