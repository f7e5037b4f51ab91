import { bookableServices, formatFils } from '@sparkle/company/booking';
import { Heading } from '@sparkle/ui';
import { ChartCard, type ChartDatum } from '@sparkle/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { pair, section } from '../AdminShell.css';
import { loadBookingStats, type StatsRow } from '../adminData';
import { adminKeys } from '../queryClient';
import { adminTexts } from '../texts';
import { QueryState } from './SectionParts';

const t = adminTexts.today;
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const aed = (value: number) => formatFils(Math.round(value * 100));

/** The rows of admin_booking_stats (a row per day and service) as a point per day with a figure per series. */
export function chartData(
  rows: readonly StatsRow[],
  figure: (row: StatsRow) => number,
  seriesOf: (row: StatsRow) => string,
) {
  const days = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const values = days.get(row.day) ?? {};
    const key = seriesOf(row);
    values[key] = (values[key] ?? 0) + figure(row);
    days.set(row.day, values);
  }
  return [...days].map(
    ([day, values]): ChartDatum => ({ label: dayLabel.format(new Date(`${day}T00:00:00Z`)), values }),
  );
}

/**
 * The last 30 days in figures: bookings per appointment day by service, and the estimated revenue of
 * confirmed and completed bookings. Each chart has its figures as a table for screen readers (ChartCard). This
 * module brings the chart library, so it loads on its own after the schedule.
 */
export default function TodayFigures() {
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: () => loadBookingStats(30) });
  const rows = stats.data ?? [];
  return (
    <section aria-labelledby="admin-figures-title" className={section}>
      <Heading level={2} size={3} id="admin-figures-title">
        {t.figuresTitle}
      </Heading>
      <QueryState query={stats} what="figures" loadingText={t.loadingFigures}>
        <div className={pair}>
          <ChartCard
            title={t.bookingsChart}
            description={t.bookingsChartDescription}
            kind="stackedBar"
            series={bookableServices.map((service) => ({ key: service.value, label: service.label }))}
            data={chartData(
              rows,
              (row) => row.bookings,
              (row) => row.service,
            )}
            categoryLabel={t.day}
            emptyText={t.noFigures}
            headingLevel={3}
          />
          <ChartCard
            title={t.revenueChart}
            description={t.revenueChartDescription}
            kind="line"
            series={[{ key: 'revenue', label: t.revenueSeries }]}
            data={chartData(
              rows,
              (row) => row.revenueAed,
              () => 'revenue',
            )}
            categoryLabel={t.day}
            formatValue={aed}
            emptyText={t.noFigures}
            headingLevel={3}
          />
        </div>
      </QueryState>
    </section>
  );
}
