import { messages, type UploadRequest, uploadMachine } from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachineExplorer, stub } from './MachineExplorer';

const photo = (name: string, type = 'image/jpeg', size = 240_000) => ({ name, type, size });

const meta = {
  title: 'Statecharts/Upload',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Upload',
    input: { maxConcurrent: 2 },
    machine: (control) =>
      uploadMachine.provide({
        actors: {
          uploadFile: stub(control, (input: UploadRequest) => ({ path: `uploads/${input.id}-${input.file.name}` }), {
            fail: new Error('Payload too large'),
          }),
        },
        actions: {
          // The site answers with URL.createObjectURL(file); a story has no real file to preview.
          createPreview: ({ self }, params) =>
            self.send({ type: 'preview.ready', id: params.id, url: `blob:${params.id}` }),
        },
      }),
    payloads: {
      'files.add': { files: [photo('kitchen.jpg')] },
      'item.remove': { id: 'file-1' },
    },
    scenarios: [
      {
        label: 'Drop two photos and a PDF',
        events: [
          { type: 'drag.enter' },
          {
            type: 'files.add',
            files: [photo('oven.jpg'), photo('notes.pdf', 'application/pdf'), photo('hood.png', 'image/png')],
          },
        ],
      },
      {
        label: 'Add eleven photos',
        events: [{ type: 'files.add', files: Array.from({ length: 11 }, (_, i) => photo(`room-${i + 1}.jpg`)) }],
      },
    ],
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send drag.enter' }));
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"dropzone": "dragOver"');
    await userEvent.click(canvas.getByRole('button', { name: 'Add eleven photos' }));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.upload.tooManyFiles);
  },
};

export const UploadsInParallel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Drop two photos and a PDF' }));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(
      messages.upload.typeNotAllowed('application/pdf'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send upload.start' }));
    const state = canvas.getByTestId('state-value');
    await expect(state).toHaveTextContent('"batch": "uploading"');
    await waitFor(() => expect(state).toHaveTextContent('"batch": "idle"'));
    await expect(canvas.getByTestId('context')).toHaveTextContent('"path": "uploads/file-2-hood.png"');
  },
};
