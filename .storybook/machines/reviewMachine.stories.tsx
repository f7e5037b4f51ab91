import {
  AlreadyReviewedError,
  messages,
  type ReviewPhotoRequest,
  type ReviewRequestInfo,
  type ReviewSubmission,
  reviewMachine,
} from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachineExplorer, stub } from './MachineExplorer';

const request: ReviewRequestInfo = {
  firstName: 'Aisha',
  service: 'deep',
  date: '2026-12-01',
  reviewed: false,
  photoFolder: '7d4f0c5e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
};

const meta = {
  title: 'Statecharts/Review',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Review',
    input: { token: 'q3V9xK2mR7tY4wP8nB1cD6fG0hJ5kL2zX9sA3eQ7uI4' },
    machine: (control) =>
      reviewMachine.provide({
        actors: {
          loadReviewRequest: stub<ReviewRequestInfo, { token: string }>(control, request),
          uploadReviewPhoto: stub<string, ReviewPhotoRequest>(control, (input) => `${input.folder}/${input.file.name}`),
          submitReview: stub<void, ReviewSubmission>(control, undefined, {
            fail: new Error('offline'),
            reviewed: new AlreadyReviewedError('This booking has been reviewed already'),
          }),
        },
      }),
    outcomes: ['succeed', 'fail', 'reviewed'],
    payloads: {
      'rating.change': { rating: 5 },
      'comment.change': { value: 'Spotless kitchen, on time.' },
      'photo.select': { file: { name: 'kitchen.jpg', type: 'image/jpeg', size: 200000 } },
    },
    scenarios: [
      {
        label: 'Rate and write',
        events: [
          { type: 'rating.change', rating: 5 },
          { type: 'comment.change', value: 'Spotless kitchen, on time.' },
        ],
      },
      {
        label: 'Add a photo',
        events: [{ type: 'photo.select', file: { name: 'kitchen.jpg', type: 'image/jpeg', size: 200000 } }],
      },
    ],
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sending without stars is refused, in the order of the form. */
export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('state-value')).toHaveTextContent('"editing"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send review.submit' }));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.review.missingRating);
  },
};

/** With a photo: it is uploaded into the link's folder first, then the review is sent. */
export const SendsAReviewWithAPhoto: Story = {
  play: async ({ canvas, userEvent }) => {
    const state = canvas.getByTestId('state-value');
    await waitFor(() => expect(state).toHaveTextContent('"editing"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Rate and write' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a photo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send review.submit' }));
    await expect(state).toHaveTextContent('"uploading"');
    await waitFor(() => expect(state).toHaveTextContent('"submitted"'), { timeout: 3000 });
    await expect(canvas.getByTestId('context')).toHaveTextContent(`"photoPath": "${request.photoFolder}/kitchen.jpg"`);
  },
};
