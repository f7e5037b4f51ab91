import { crewJobMachine } from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MachineExplorer } from './MachineExplorer';

const photo = { name: 'after.jpg', type: 'image/jpeg', size: 240_000 };

const meta = {
  title: 'Statecharts/Crew job',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Crew job',
    machine: () => crewJobMachine,
    payloads: {
      'job.start': { at: '2026-11-30T06:04:00.000Z' },
      'checklist.tick': { item: 'floors', done: true, at: '2026-11-30T06:40:00.000Z' },
      'photos.add': { photos: [{ id: 'p1', file: photo }] },
      'photo.remove': { id: 'p1' },
      'job.finish': { at: '2026-11-30T07:52:00.000Z' },
      'job.sync': { startedAt: '2026-11-30T06:04:00.000Z', finishedAt: null, ticks: {} },
    },
    scenarios: [
      {
        label: 'A whole job',
        events: [
          { type: 'job.start', at: '2026-11-30T06:04:00.000Z' },
          { type: 'checklist.tick', item: 'floors', done: true, at: '2026-11-30T06:40:00.000Z' },
          { type: 'finish.open' },
          { type: 'photos.add', photos: [{ id: 'p1', file: photo }] },
          { type: 'job.finish', at: '2026-11-30T07:52:00.000Z' },
        ],
      },
    ],
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finish asks for a photo first: without one, job.finish changes nothing. */
export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send job.start' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send finish.open' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send job.finish' }));
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"finishing"');
  },
};

export const AWholeJob: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'A whole job' }));
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"done"');
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent('recordFinish');
  },
};
