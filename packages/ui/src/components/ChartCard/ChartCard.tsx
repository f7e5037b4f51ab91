import { type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { vars } from '../../theme/contract.css';
import * as styles from './ChartCard.css';

/** One series of figures (a service, or revenue). */
export interface ChartSeries {
  key: string;
  label: string;
}

/** One point on the horizontal axis (a day) with a figure per series key. */
export interface ChartDatum {
  /** What the axis and the table say, '2 Dec'. */
  label: string;
  values: Readonly<Record<string, number>>;
}

export const chartKinds = ['stackedBar', 'line'] as const;
export type ChartKind = (typeof chartKinds)[number];

export interface ChartCardTexts {
  showTable: string;
  hideTable: string;
  /** Header of the stacked chart's last table column. */
  total: string;
}

export const defaultChartCardTexts: ChartCardTexts = {
  showTable: 'Show table',
  hideTable: 'Hide table',
  total: 'Total',
};

export interface ChartCardProps {
  title: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** A sentence under the title: the period, or the figure that matters ('312 bookings'). */
  description?: ReactNode;
  /** `stackedBar`: a bar per day, a segment per series (bookings by service). `line`: a line per series (revenue). */
  kind: ChartKind;
  series: readonly ChartSeries[];
  data: readonly ChartDatum[];
  /** Header of the table's first column, what a datum's label is. @default 'Day' */
  categoryLabel?: string;
  /** Turns a figure into text, in the table, the tooltip and the axis (e.g. formatAed over fils). */
  formatValue?: (value: number) => string;
  /** Shown instead of the chart when there is no data. */
  emptyText?: string;
  /** Height of the plot in px. @default 280 */
  height?: number;
  /** The table is shown under the chart from the start (it is always there for screen readers). */
  defaultShowTable?: boolean;
  texts?: Partial<ChartCardTexts>;
  className?: string;
}

const seriesColors = [
  vars.color.chart.series1,
  vars.color.chart.series2,
  vars.color.chart.series3,
  vars.color.chart.series4,
  vars.color.chart.series5,
  vars.color.chart.series6,
];

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

const defaultFormat = (value: number) => value.toLocaleString('en-US');

/**
 * The grid, axes and tooltip both kinds share: a fragment of Recharts elements (not a component of ours, so that the
 * chart finds them among its children).
 */
function chartAxes(formatValue: (value: number) => string, reducedMotion: boolean) {
  return (
    <>
      <CartesianGrid stroke={vars.color.chart.grid} vertical={false} />
      <XAxis
        dataKey="label"
        tick={{ fill: vars.color.chart.axis, fontSize: 12 }}
        tickLine={false}
        axisLine={{ stroke: vars.color.chart.grid }}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis
        tick={{ fill: vars.color.chart.axis, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        allowDecimals={false}
        tickFormatter={formatValue}
        width="auto"
      />
      <Tooltip
        formatter={(value) => formatValue(Number(value))}
        isAnimationActive={!reducedMotion}
        cursor={{ fill: vars.color.background.sunken }}
      />
    </>
  );
}

/** The drawing: stacked bars or lines, one series a colour. */
function ChartDrawing({
  kind,
  series,
  rows,
  formatValue,
  reducedMotion,
  colorOf,
}: {
  kind: ChartCardProps['kind'];
  series: ChartCardProps['series'];
  rows: Record<string, string | number>[];
  formatValue: (value: number) => string;
  reducedMotion: boolean;
  colorOf: (i: number) => string;
}) {
  const axes = chartAxes(formatValue, reducedMotion);
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'stackedBar' ? (
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {axes}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId="total"
              fill={colorOf(i)}
              stroke={vars.color.background.surface}
              strokeWidth={1}
              isAnimationActive={!reducedMotion}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          {axes}
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              type="monotone"
              stroke={colorOf(i)}
              strokeWidth={2.5}
              dot={false}
              isAnimationActive={!reducedMotion}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}

/** The same figures as a table, with a total column for stacked bars of several series. */
function ChartTable({
  id,
  title,
  kind,
  series,
  data,
  categoryLabel,
  formatValue,
  totalLabel,
  shown,
}: {
  id: string;
  title: string;
  kind: ChartCardProps['kind'];
  series: ChartCardProps['series'];
  data: readonly ChartDatum[];
  categoryLabel: string;
  formatValue: (value: number) => string;
  totalLabel: string;
  shown: boolean;
}) {
  const total = (datum: ChartDatum) => series.reduce((sum, s) => sum + (datum.values[s.key] ?? 0), 0);
  return (
    <div id={`${id}-table`} className={shown ? styles.tableWrap : styles.tableHidden}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((s) => (
              <th key={s.key} scope="col" data-align="end">
                {s.label}
              </th>
            ))}
            {kind === 'stackedBar' && series.length > 1 ? (
              <th scope="col" data-align="end">
                {totalLabel}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              {series.map((s) => (
                <td key={s.key} data-align="end">
                  {formatValue(datum.values[s.key] ?? 0)}
                </td>
              ))}
              {kind === 'stackedBar' && series.length > 1 ? (
                <td data-align="end">{formatValue(total(datum))}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chart in a card, with the same figures as a table. The drawing (Recharts, SVG) is hidden from assistive
 * technology and has no keyboard stops: the table below it is what a screen reader reads, visually hidden
 * until 'Show table' opens it for everyone. Colours come from the theme's chart tokens (each 3:1 or more
 * against the card), a legend names the series in words, and nothing animates for people who ask for
 * reduced motion. This module is the only one that imports the chart library: the site loads it from
 * `@sparkle/ui/charts`, in the back office only.
 */
export function ChartCard({
  title,
  headingLevel = 2,
  description,
  kind,
  series,
  data,
  categoryLabel = 'Day',
  formatValue = defaultFormat,
  emptyText = 'No data for this period.',
  height = 280,
  defaultShowTable = false,
  texts: textsProp,
  className,
}: ChartCardProps) {
  const t = { ...defaultChartCardTexts, ...textsProp };
  const id = `chart${useId().replace(/:/g, '')}`;
  const [showTable, setShowTable] = useState(defaultShowTable);
  const reducedMotion = usePrefersReducedMotion();
  const Heading = `h${headingLevel}` as const;
  const rows = data.map((datum) => ({ label: datum.label, ...datum.values }));
  const colorOf = (i: number) => seriesColors[i % seriesColors.length] as string;

  return (
    <section aria-labelledby={`${id}-title`} className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <div>
          <Heading id={`${id}-title`} className={styles.title}>
            {title}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {data.length > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={showTable}
            aria-controls={`${id}-table`}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t.hideTable : t.showTable}
          </button>
        ) : null}
      </div>
      {data.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {/* The drawing repeats the table below, so assistive technology reads the table only. */}
          <div aria-hidden="true" className={styles.plot} style={{ blockSize: height }}>
            <ChartDrawing
              kind={kind}
              series={series}
              rows={rows}
              formatValue={formatValue}
              reducedMotion={reducedMotion}
              colorOf={colorOf}
            />
          </div>
          <ul className={styles.legend} aria-hidden="true">
            {series.map((s, i) => (
              <li key={s.key} className={styles.legendItem}>
                <span
                  className={kind === 'line' ? styles.legendLine : styles.legendSwatch}
                  style={{ backgroundColor: colorOf(i) }}
                />
                {s.label}
              </li>
            ))}
          </ul>
          <ChartTable
            id={id}
            title={title}
            kind={kind}
            series={series}
            data={data}
            categoryLabel={categoryLabel}
            formatValue={formatValue}
            totalLabel={t.total}
            shown={showTable}
          />
        </>
      )}
    </section>
  );
}
