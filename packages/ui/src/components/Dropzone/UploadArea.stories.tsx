import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { dataTransferWith, drag, itemsInEveryState, makeFile, previews } from '../private/storyFiles';
import { withStoryLinks } from '../private/storyLinks';
import { Dropzone } from './Dropzone';
import { UploadArea } from './UploadArea';
import { UploadItemList, type UploadListItem } from './UploadItemList';

const meta = {
  title: 'Composites/UploadArea',
  component: UploadArea,
  decorators: [withStoryLinks],
} satisfies Meta<typeof UploadArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: (args) => (
    <UploadArea {...args}>
      <Dropzone onFilesSelected={fn()} />
    </UploadArea>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Share Your Cleaning Project' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Share Your Cleaning Project');
    await expect(within(region).getByRole('link', { name: 'Get Your Quote' })).toHaveAttribute('href', '/contact');
    await expect(within(region).getByLabelText('Drag & drop photos here, or click to choose')).toBeInTheDocument();
  },
};

/**
 * Stands in for the app's upload statechart: it adds dropped files, "uploads" them (the second one fails)
 * and removes items on request. The components only report; this owner decides.
 */
function GalleryUpload() {
  const [items, setItems] = useState<UploadListItem[]>([]);
  const [dragActive, setDragActive] = useState(false);
  const pending = items.filter((item) => item.status === 'selected').length;
  const upload = () => {
    setItems((current) =>
      current.map((item) => (item.status === 'selected' ? { ...item, status: 'uploading' } : item)),
    );
    setTimeout(() => {
      setItems((current) =>
        current.map((item, index) =>
          item.status === 'uploading'
            ? { ...item, status: index === 1 ? 'error' : 'uploaded', error: index === 1 ? 'Upload failed' : null }
            : item,
        ),
      );
    }, 150);
  };
  return (
    <UploadArea>
      <Dropzone
        dragActive={dragActive}
        onDragStateChange={setDragActive}
        onFilesSelected={(files) =>
          setItems((current) => [
            ...current,
            ...files.map((file, index) => ({
              id: `file-${current.length + index + 1}`,
              name: file.name,
              size: file.size,
              previewUrl: index % 2 === 0 ? previews.kitchen : previews.office,
              status: 'selected' as const,
            })),
          ])
        }
      />
      <UploadItemList
        items={items}
        onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
      />
      {pending > 0 ? (
        <Button onClick={upload}>{pending === 1 ? 'Upload 1 photo' : `Upload ${pending} photos`}</Button>
      ) : null}
    </UploadArea>
  );
}

export const DropUploadRemove: Story = {
  name: 'Drop, upload and remove',
  render: () => <GalleryUpload />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Drag & drop photos here, or click to choose');
    const zone = input.closest('label') as HTMLElement;
    const transfer = dataTransferWith(
      makeFile('kitchen-before.jpg', 'image/jpeg', 2048),
      makeFile('oven.png', 'image/png', 4096),
    );
    await drag(zone, 'dragenter', transfer);
    await expect(zone).toHaveAttribute('data-drag-active');
    await drag(zone, 'drop', transfer);
    await expect(zone).not.toHaveAttribute('data-drag-active');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByText('Ready to upload')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Upload 2 photos' }));
    await expect(canvas.getAllByText('Uploading...')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible());
    await expect(canvas.getByText('Upload failed')).toBeVisible();

    // Remove works after the upload as well.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove oven.png' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'kitchen-before.jpg' })).toBeVisible();
  },
};

// Two items only: the phone capture is cut off past the viewport's height (every state is in UploadItemList's).
export const Appearance: Story = {
  tags: ['screenshot', 'responsive'],
  render: (args) => (
    <div style={{ maxInlineSize: 880, marginInline: 'auto' }}>
      <UploadArea {...args}>
        <Dropzone onFilesSelected={() => {}} />
        <UploadItemList items={itemsInEveryState.slice(0, 2)} onRemove={() => {}} />
        <Button>Upload 1 photo</Button>
      </UploadArea>
    </div>
  ),
};
