import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatAed } from '../PriceEstimate/PriceEstimate';
import { ChartCard, type ChartDatum } from './ChartCard';

const services = [
  { key: 'residential', label: 'Residential' },
  { key: 'office', label: 'Office' },
  { key: 'deep', label: 'Deep' },
  { key: 'movein', label: 'Move-In/Out' },
  { key: 'carpet', label: 'Carpet/Upholstery' },
];

/** 30 days of bookings, made up the same way every time. */
const bookingsPerDay: ChartDatum[] = Array.from({ length: 30 }, (_, i) => ({
  label: `${(i % 30) + 1} Nov`,
  values: {
    residential: 3 + ((i * 7) % 5),
    office: (i * 3) % 4,
    deep: 1 + ((i * 5) % 3),
    movein: i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0,
    carpet: i % 4 === 1 ? 1 : 0,
  },
}));

const revenuePerDay: ChartDatum[] = bookingsPerDay.map((day, i) => ({
  label: day.label,
  values: { revenue: (90_000 + ((i * 35_750) % 210_000)) * 1.05 },
}));

const meta = {
  title: 'Admin/ChartCard',
  component: ChartCard,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Bookings per day',
    description: 'Last 30 days, by service',
    kind: 'stackedBar',
    series: services,
    data: bookingsPerDay,
  },
} satisfies Meta<typeof ChartCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stacked bars: a day's bar is its bookings, a segment per service. The table holds the same figures. */
export const BookingsByService: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = canvas.getByRole('region', { name: 'Bookings per day' });
    // The drawing is hidden from assistive technology and has nothing to tab to.
    const svg = canvasElement.querySelector('svg.recharts-surface');
    await expect(svg).not.toBeNull();
    await expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
    // The table is there for screen readers from the start, with the first day's figures and its total.
    const table = within(card).getByRole('table', { name: 'Bookings per day' });
    await expect(within(table).getByRole('columnheader', { name: 'Deep' })).toBeInTheDocument();
    const first = within(table).getByRole('row', { name: /^1 Nov/ });
    await expect(first).toHaveTextContent('1 Nov30120');
    await expect(first.lastElementChild).toHaveTextContent('6');
    // 'Show table' opens it for everyone; keyboard only.
    const toggle = within(card).getByRole('button', { name: 'Show table' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Hide table');
    await expect(table).toBeVisible();
    await expect(table.getBoundingClientRect().height).toBeGreaterThan(100);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveTextContent('Show table');
    toggle.blur();
  },
};

/** A line: estimated revenue of confirmed and completed bookings, in AED. */
export const Revenue: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    title: 'Estimated revenue',
    description: 'Confirmed and completed bookings, VAT included',
    kind: 'line',
    series: [{ key: 'revenue', label: 'Revenue' }],
    data: revenuePerDay,
    formatValue: formatAed,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Estimated revenue' });
    await expect(within(table).getByRole('row', { name: /^1 Nov/ })).toHaveTextContent('AED 945');
    // One series: no total column.
    await expect(within(table).queryByRole('columnheader', { name: 'Total' })).toBeNull();
  },
};

/** With the table open from the start, as a person who prefers figures leaves it. */
export const WithTable: Story = {
  tags: ['screenshot'],
  args: { data: bookingsPerDay.slice(0, 7), description: 'Last 7 days, by service', defaultShowTable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Bookings per day' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Empty: Story = {
  tags: ['screenshot'],
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data for this period.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
