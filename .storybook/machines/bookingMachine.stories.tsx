import {
  type BookingConfirmation,
  type BookingRequest,
  bookingMachine,
  messages,
  simulatedSubmitBooking,
} from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachineExplorer, type MachineExplorerProps, stub } from './MachineExplorer';

const validBooking = [
  { type: 'field.change', field: 'date', value: '2030-06-01' },
  { type: 'field.change', field: 'timeSlot', value: '10:00 AM' },
  { type: 'field.change', field: 'service', value: 'deep' },
  { type: 'field.change', field: 'property', value: '2br' },
  { type: 'field.change', field: 'name', value: 'Layla Haddad' },
  { type: 'field.change', field: 'phone', value: '+971 50 123 4567' },
  { type: 'field.change', field: 'email', value: 'layla@example.com' },
  { type: 'field.change', field: 'community', value: 'Dubai Marina' },
  { type: 'field.change', field: 'building', value: 'Marina Gate 2' },
  { type: 'field.change', field: 'address', value: 'Marina Walk, Dubai' },
];

/** What a stored booking answers (the stub's success). */
const confirmation: BookingConfirmation = {
  reference: 'SC-DEMO01',
  token: 'demo-token',
  service: 'deep',
  date: '2030-06-01',
  timeSlot: '10:00 AM',
  estimate: { subtotalFils: 40_000, vatFils: 2_000, totalFils: 42_000 },
};

// The spec's simulated submission: it succeeds after 1.5 s.
const simulated: MachineExplorerProps['machine'] = () =>
  bookingMachine.provide({ actors: { submitBooking: simulatedSubmitBooking } });

const meta = {
  title: 'Statecharts/Booking',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Booking',
    machine: simulated,
    outcomes: ['succeed'],
    payloads: { 'field.change': { field: 'date', value: '2030-06-01' } },
    scenarios: [{ label: 'Fill in a valid booking', events: validBooking }],
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    const state = canvas.getByTestId('state-value');
    await expect(state).toHaveTextContent('"idle": "editing"');
    await userEvent.click(canvas.getByRole('button', { name: 'Send form.submit' }));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.booking.missingDate);
    await expect(state).toHaveTextContent('"idle": "editing"');
  },
};

export const SubmitsAValidBooking: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fill in a valid booking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send form.submit' }));
    const state = canvas.getByTestId('state-value');
    await expect(state).toHaveTextContent('"submitting"');
    await expect(canvas.getByRole('group', { name: 'State submitting (active)' })).toBeInTheDocument();
    await waitFor(() => expect(state).toHaveTextContent('"idle": "submitted"'), { timeout: 3000 });
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.booking.success);
  },
};

export const KeepsTheValuesWhenSubmittingFails: Story = {
  args: {
    machine: (control) =>
      bookingMachine.provide({
        actors: {
          submitBooking: stub<BookingConfirmation, BookingRequest>(control, confirmation, {
            fail: new Error('offline'),
          }),
        },
      }),
    outcomes: ['fail', 'succeed'],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'fail' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Fill in a valid booking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send form.submit' }));
    await waitFor(() => expect(canvas.getByTestId('state-value')).toHaveTextContent('"idle": "failed"'));
    await expect(canvas.getByTestId('context')).toHaveTextContent('"name": "Layla Haddad"');
  },
};
