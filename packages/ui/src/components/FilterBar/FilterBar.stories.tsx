import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DownloadIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { withStoryLinks } from '../private/storyLinks';
import { emptyFilters, FilterBar, type FilterBarValue } from './FilterBar';

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];
const serviceOptions = [
  { value: 'residential', label: 'Residential Cleaning' },
  { value: 'office', label: 'Office Cleaning' },
  { value: 'deep', label: 'Deep Cleaning' },
  { value: 'movein', label: 'Move-In/Out Cleaning' },
  { value: 'carpet', label: 'Carpet/Upholstery Cleaning' },
];

const onChange = fn();
const onReset = fn();

const exportLink = (
  <ButtonLink
    href="/admin/bookings.csv?status=pending"
    tone="secondary"
    icon={<DownloadIcon aria-hidden="true" width={18} height={18} />}
  >
    Export CSV
  </ButtonLink>
);

function Controlled({ initial = emptyFilters }: { initial?: FilterBarValue }) {
  const [value, setValue] = useState<FilterBarValue>(initial);
  return (
    <FilterBar
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onReset={() => {
        onReset();
        setValue(emptyFilters);
      }}
      statusOptions={statusOptions}
      serviceOptions={serviceOptions}
      today="2026-12-01"
      actions={exportLink}
    />
  );
}

const meta = {
  title: 'Admin/FilterBar',
  component: FilterBar,
  decorators: [withStoryLinks],
  args: { value: emptyFilters, onChange, onReset, statusOptions, serviceOptions, today: '2026-12-01' },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered yet: Reset is disabled (but reachable), Export CSV sits beside it. */
export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    onChange.mockClear();
    onReset.mockClear();
    const form = canvas.getByRole('search', { name: 'Filter bookings' });
    await expect(form).toBeVisible();
    const reset = canvas.getByRole('button', { name: 'Reset filters' });
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    // Typing reports every change; the app debounces the query.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '050 123');
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: '050 123' }));
    await userEvent.keyboard('{Enter}');
    // Space ticks a status box, as everywhere.
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Service' }), 'deep');
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ service: 'deep' }));
    canvas.getByRole('checkbox', { name: 'Pending' }).focus();
    await userEvent.keyboard(' ');
    await expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: '050 123', service: 'deep', statuses: ['pending'] }),
    );
    await expect(reset).not.toHaveAttribute('aria-disabled');
    await userEvent.click(reset);
    await expect(onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/admin/bookings.csv?status=pending',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Every filter set, the dates the wrong way round. */
export const Filled: Story = {
  tags: ['screenshot', 'responsive'],
  render: () => (
    <Controlled
      initial={{
        search: 'Fatima',
        statuses: ['pending', 'confirmed'],
        service: 'deep',
        from: '2026-12-10',
        to: '2026-12-03',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('Fatima');
    await expect(canvas.getByRole('checkbox', { name: 'Confirmed' })).toBeChecked();
    await expect(canvas.getByText('The end date is before the start date.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^To/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The messages list: a search and dates, no statuses or services. */
export const SearchOnly: Story = {
  tags: ['screenshot'],
  args: { statusOptions: undefined, serviceOptions: undefined, texts: { label: 'Filter messages' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter messages' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
