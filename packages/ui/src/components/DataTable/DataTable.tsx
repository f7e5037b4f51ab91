import { type MouseEvent, type ReactNode, useId } from 'react';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DataTable.css';

export type SortDirection = 'ascending' | 'descending';

/** The column a list is sorted by, and which way. */
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** What a cell of this column shows for a row (text, a Badge, a link to the row's page). */
  cell: (row: Row) => ReactNode;
  /** The header becomes a button that sorts by this column. */
  sortable?: boolean;
  /** `end` for amounts and counts. @default 'start' */
  align?: 'start' | 'end';
  /** The cell that names its row (a `<th scope="row">`); the first column unless another says so. */
  rowHeader?: boolean;
  /** Lets long text wrap instead of widening the column. */
  wrap?: boolean;
}

export interface DataTableTexts {
  /** 'Showing 1–25 of 500'. */
  showing: (from: number, to: number, total: number) => string;
  /** While the first page loads. */
  loading: string;
  previous: string;
  next: string;
  pageSize: string;
  /** Read after a sortable header's name: how to sort it. */
  sortHint: string;
}

export const defaultDataTableTexts: DataTableTexts = {
  showing: (from, to, total) =>
    total === 0 ? 'Showing 0 of 0' : `Showing ${from}–${to} of ${total.toLocaleString('en-US')}`,
  loading: 'Loading...',
  previous: 'Previous page',
  next: 'Next page',
  pageSize: 'Rows per page',
  sortHint: 'sort',
};

export interface DataTableProps<Row> {
  /** The table's name, shown above it (`captionHidden` keeps it for screen readers only). */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page (the server pages; the table shows what it is given). */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  sort?: DataTableSort | null;
  /** Called with the new sort when a sortable header is clicked: ascending first, then the other way. */
  onSortChange?: (sort: DataTableSort) => void;
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Rows across all pages, from the server's count. */
  total: number;
  onPageChange: (page: number) => void;
  /** With it, a 'Rows per page' select is shown. */
  onPageSizeChange?: (pageSize: number) => void;
  /** @default [10, 25, 50, 100] */
  pageSizeOptions?: readonly number[];
  /** A request is under way: the table is marked busy and dimmed; with no rows yet it says 'Loading...'. */
  loading?: boolean;
  /** Shown in the table when there are no rows (and nothing is loading). */
  emptyText: ReactNode;
  /**
   * A click anywhere on a row (outside its links and buttons) opens it. Keyboard users need a link or button in
   * a cell as well (usually the row header), which is what the mouse shortcut mirrors.
   */
  onRowClick?: (row: Row) => void;
  /** Marks rows, e.g. one that just arrived. */
  isRowHighlighted?: (row: Row) => boolean;
  texts?: Partial<DataTableTexts>;
  className?: string;
}

/**
 * A server-paged list as a table: sortable headers (`aria-sort`, a button in the header), 'Showing 1–25 of 500'
 * with previous/next and the page size, a busy and an empty state. At phone width the table scrolls sideways
 * inside a focusable region while its row headers (the first column) stay in view: every column keeps its
 * header and a row reads the same for a screen reader at every width, which cards per row would not give.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50, 100],
  loading = false,
  emptyText,
  onRowClick,
  isRowHighlighted,
  texts: textsProp,
  className,
}: DataTableProps<Row>) {
  const t = { ...defaultDataTableTexts, ...textsProp };
  const id = `table${useId().replace(/:/g, '')}`;
  const headerColumn = columns.find((c) => c.rowHeader) ?? columns[0];

  const handleRowClick = (row: Row) => (event: MouseEvent<HTMLTableRowElement>) => {
    // A click on a link, button or field of the row does its own thing; selecting text opens nothing. A click in a
    // dialog a cell opened reaches the row through React's tree though it is elsewhere in the page: not the row's.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if ((event.target as Element).closest('a, button, input, select, textarea, label')) return;
    if (window.getSelection()?.toString()) return;
    onRowClick?.(row);
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {/* Focusable so the keyboard can scroll it sideways on a phone; named by the caption. */}
      <div
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
        className={styles.scroller}
        data-loading={loading || undefined}
      >
        <table className={styles.table} aria-busy={loading || undefined} aria-describedby={`${id}-range`}>
          <caption id={`${id}-caption`} className={captionHidden ? styles.captionHidden : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.columnId === column.id ? sort.direction : undefined;
                const Icon =
                  sorted === 'ascending' ? ArrowUpIcon : sorted === 'descending' ? ArrowDownIcon : ArrowUpDownIcon;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                    data-align={column.align ?? 'start'}
                    className={[styles.header, column === headerColumn ? styles.stickyCell : undefined]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() =>
                          onSortChange({
                            columnId: column.id,
                            direction: sorted === 'ascending' ? 'descending' : 'ascending',
                          })
                        }
                      >
                        {column.header}
                        <VisuallyHidden>, {t.sortHint}</VisuallyHidden>
                        <Icon aria-hidden="true" className={sorted ? styles.sortIconActive : styles.sortIcon} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.message}>
                  {loading ? t.loading : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={getRowId(row)}
                  className={[
                    styles.row,
                    onRowClick ? styles.clickableRow : undefined,
                    isRowHighlighted?.(row) ? styles.highlightedRow : undefined,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  onClick={onRowClick ? handleRowClick(row) : undefined}
                >
                  {columns.map((column) => {
                    const Cell = column === headerColumn ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        scope={Cell === 'th' ? 'row' : undefined}
                        data-align={column.align ?? 'start'}
                        data-wrap={column.wrap || undefined}
                        className={[styles.cell, Cell === 'th' ? styles.stickyCell : undefined]
                          .filter(Boolean)
                          .join(' ')}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        label={typeof caption === 'string' ? `${caption}: pages` : 'Pages'}
        rangeId={`${id}-range`}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        pageSizeOptions={pageSizeOptions}
        loading={loading && rows.length > 0}
        texts={t}
      />
    </div>
  );
}

export interface PagerProps {
  /** Name of the navigation landmark, e.g. 'Bookings: pages'. */
  label: string;
  /** Id of the 'Showing 1–25 of 500' line, for a table's `aria-describedby`. */
  rangeId?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** With it, a 'Rows per page' select is shown. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** A page is being fetched while the current one stays on screen. */
  loading?: boolean;
  texts?: Partial<DataTableTexts>;
}

/**
 * 'Showing 26–50 of 500' with previous and next page buttons (and the page size): the pager of DataTable, and of
 * any other server-paged list (a grid of photos).
 */
export function Pager({
  label,
  rangeId,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50, 100],
  loading = false,
  texts: textsProp,
}: PagerProps) {
  const t = { ...defaultDataTableTexts, ...textsProp };
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className={styles.pager}>
      <p id={rangeId} className={styles.range} aria-live="polite">
        {t.showing(from, to, total)}
        {loading ? <span className={styles.reloading}>{t.loading}</span> : null}
      </p>
      <div className={styles.pagerControls}>
        {onPageSizeChange ? (
          <label className={styles.pageSize}>
            <span>{t.pageSize}</span>
            <select
              className={styles.pageSizeSelect}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {/* aria-disabled, not disabled: the button keeps focus when the last page is reached. */}
        <button
          type="button"
          className={styles.pageButton}
          aria-label={t.previous}
          aria-disabled={page <= 1 || undefined}
          onClick={() => page > 1 && onPageChange(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" className={styles.pageIcon} />
        </button>
        <button
          type="button"
          className={styles.pageButton}
          aria-label={t.next}
          aria-disabled={page >= pageCount || undefined}
          onClick={() => page < pageCount && onPageChange(page + 1)}
        >
          <ChevronRightIcon aria-hidden="true" className={styles.pageIcon} />
        </button>
      </div>
    </nav>
  );
}
