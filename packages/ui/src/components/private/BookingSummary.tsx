import type { ReactNode } from 'react';
import { summary, summaryRow, summaryTerm, summaryValue } from './BookingSummary.css';

/** One line of a booking's summary: what it is and its value, both already in the reader's words. */
export interface BookingSummaryRow {
  label: string;
  value: ReactNode;
}

/** The facts of a booking as a description list (reference, service, date, time, address…). */
export function BookingSummary({ rows }: { rows: readonly BookingSummaryRow[] }) {
  return (
    <dl className={summary}>
      {rows.map((row) => (
        <div key={row.label} className={summaryRow}>
          <dt className={summaryTerm}>{row.label}</dt>
          <dd className={summaryValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
