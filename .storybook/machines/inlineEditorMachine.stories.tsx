import {
  type DeleteContentRequest,
  type EditableContent,
  inlineEditorMachine,
  messages,
  type SaveContentRequest,
} from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachineExplorer, type StubControl, stub } from './MachineExplorer';

/** What a store would answer: the draft as saved, a replaced image at its new URL. */
function saved({ draft }: SaveContentRequest): EditableContent {
  if (draft.kind === 'text') return draft;
  return {
    kind: 'image',
    alt: draft.alt,
    src: draft.file ? `https://cdn.example/site-images/${draft.file.name}` : draft.src,
  };
}

const machine = (control: StubControl) =>
  inlineEditorMachine.provide({
    actors: {
      saveContent: stub(control, saved, { fail: new Error('permission denied for table site_content') }),
      deleteContent: stub<void, DeleteContentRequest>(control, undefined, { fail: new Error('offline') }),
    },
    actions: {
      createPreview: ({ self }, params) =>
        self.send({ type: 'preview.ready', id: params.id, url: `blob:${params.id}` }),
    },
  });

const meta = {
  title: 'Statecharts/InlineEditor',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Inline editor',
    machine,
    input: { value: { kind: 'text', text: 'Professional Cleaning Services in Dubai' } },
    payloads: {
      'text.change': { value: 'Spotless Homes and Offices in Dubai' },
      'alt.change': { value: 'The kitchen after a deep clean' },
      'image.select': { file: { name: 'after.png', type: 'image/png', size: 180000 } },
      'content.sync': { value: { kind: 'text', text: 'Loaded from site_content' } },
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas, userEvent }) => {
    const state = canvas.getByTestId('state-value');
    await userEvent.click(canvas.getByRole('button', { name: 'Send edit.start' }));
    await expect(state).toHaveTextContent('"editing"');
    await userEvent.click(canvas.getByRole('button', { name: 'Send text.change' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send edit.save' }));
    await expect(state).toHaveTextContent('"saving"');
    await waitFor(() => expect(state).toHaveTextContent('"viewing"'));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.content.contentUpdated);
  },
};

export const ImageThatCannotBeDeleted: Story = {
  args: {
    input: {
      value: { kind: 'image', src: '/images/restaurant-kitchen.jpg', alt: 'A restaurant kitchen' },
      canDelete: false,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send edit.start' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send content.delete' }));
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"editing"');
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.content.deleteBlocked);
  },
};

export const DeletableImage: Story = {
  args: {
    input: { value: { kind: 'image', src: '/images/office.jpg', alt: 'An office after cleaning' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send edit.start' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send content.delete' }));
    await waitFor(() => expect(canvas.getByTestId('state-value')).toHaveTextContent('(done)'));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(
      messages.content.serviceDeleted.title,
    );
  },
};
