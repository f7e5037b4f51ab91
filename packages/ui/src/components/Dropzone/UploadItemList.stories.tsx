import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { itemsInEveryState, previews } from '../private/storyFiles';
import { UploadItemList, type UploadItemListProps } from './UploadItemList';

const meta = {
  title: 'Composites/UploadItemList',
  component: UploadItemList,
  args: { items: itemsInEveryState, onRemove: fn() },
} satisfies Meta<typeof UploadItemList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Selected photos' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Each preview is described by its file name.
    await expect(canvas.getByRole('img', { name: 'kitchen-before.jpg' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'bathroom-tiles.gif' })).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText('Ready to upload')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText('1.5 MB')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('Uploading...')).toBeVisible();
    await expect(items[1]).toHaveAttribute('aria-busy', 'true');
    await expect(within(items[2] as HTMLElement).getByText('Uploaded')).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText('Upload failed')).toBeVisible();
  },
};

export const RemoveInEveryState: Story = {
  name: 'Remove works in every state',
  play: async ({ canvas, userEvent, args }) => {
    for (const item of itemsInEveryState) {
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${item.name}` }));
      await expect(args.onRemove).toHaveBeenLastCalledWith(item.id);
    }
    await expect(args.onRemove).toHaveBeenCalledTimes(4);
  },
};

function RemovableList(props: UploadItemListProps) {
  const [items, setItems] = useState(props.items);
  return (
    <UploadItemList
      {...props}
      items={items}
      onRemove={(id) => {
        props.onRemove(id);
        setItems((current) => current.filter((item) => item.id !== id));
      }}
    />
  );
}

export const RemovingItems: Story = {
  name: 'Removing items (with an owner that drops them)',
  render: (args) => <RemovableList {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove living-room.png' }));
    await expect(canvas.queryByRole('img', { name: 'living-room.png' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['kitchen-before.jpg', 'office-floor.webp', 'bathroom-tiles.gif']) {
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${name}` }));
    }
    // Nothing left: no empty list is rendered.
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const PreviewPending: Story = {
  name: 'Preview not ready yet',
  args: { items: [{ id: 'file-9', name: 'balcony.jpg', size: 640_000, previewUrl: null, status: 'selected' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('balcony.jpg')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove balcony.jpg' })).toBeEnabled();
  },
};

export const ErrorWithDetail: Story = {
  name: 'Error with a detail',
  args: {
    items: [
      {
        id: 'file-5',
        name: 'terrace.png',
        size: 1_000_000,
        previewUrl: previews.living,
        status: 'error',
        error: 'The connection was lost.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Upload failed')).toBeVisible();
    await expect(canvas.getByText('The connection was lost.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Appearance: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    items: [
      ...itemsInEveryState,
      {
        id: 'file-5',
        name: 'a-very-long-file-name-from-a-phone-camera-20240611-083015.jpg',
        size: 4_900_000,
        previewUrl: null,
        status: 'selected',
      },
    ],
  },
};
