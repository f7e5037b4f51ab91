import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dataTransferWith, drag, makeFile } from '../private/storyFiles';
import { Dropzone } from './Dropzone';

const meta = {
  title: 'Composites/Dropzone',
  component: Dropzone,
  args: { onFilesSelected: fn(), onDragStateChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const zoneOf = (input: HTMLElement) => input.closest('label') as HTMLLabelElement;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Drag & drop photos here, or click to choose');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await expect(input).toHaveAccessibleDescription('JPG, PNG, WebP or GIF, up to 5MB each, max 10 files');
    await expect(canvas.getByText('JPG, PNG, WebP or GIF, up to 5MB each, max 10 files')).toBeVisible();
    await expect(zoneOf(input)).not.toHaveAttribute('data-drag-active');
  },
};

export const DragAndDrop: Story = {
  name: 'Highlights during a drag and reports dropped files',
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Drag & drop photos here, or click to choose');
    const zone = zoneOf(input);
    const title = canvas.getByText('Drag & drop photos here, or click to choose');
    const photo = makeFile('kitchen.png', 'image/png');
    const transfer = dataTransferWith(photo);

    await drag(zone, 'dragenter', transfer);
    await expect(zone).toHaveAttribute('data-drag-active');
    await expect(args.onDragStateChange).toHaveBeenLastCalledWith(true);
    // Cancelling dragover is what lets the browser drop here.
    await expect((await drag(zone, 'dragover', transfer)).defaultPrevented).toBe(true);

    // Crossing a child fires enter on the child and leave on the zone: still over the zone.
    await drag(title, 'dragenter', transfer);
    await drag(zone, 'dragleave', transfer);
    await expect(zone).toHaveAttribute('data-drag-active');
    await drag(title, 'dragleave', transfer);
    await expect(zone).not.toHaveAttribute('data-drag-active');
    await expect(args.onDragStateChange).toHaveBeenLastCalledWith(false);

    await drag(zone, 'dragenter', transfer);
    await expect(zone).toHaveAttribute('data-drag-active');
    const drop = await drag(zone, 'drop', transfer);
    await expect(drop.defaultPrevented).toBe(true);
    await expect(zone).not.toHaveAttribute('data-drag-active');
    await expect(args.onFilesSelected).toHaveBeenCalledOnce();
    await expect(args.onFilesSelected).toHaveBeenCalledWith([photo]);
    await expect(args.onDragStateChange).toHaveBeenLastCalledWith(false);
  },
};

export const DragWithoutFiles: Story = {
  name: 'Ignores drags without files',
  play: async ({ canvas, args }) => {
    const zone = zoneOf(canvas.getByLabelText('Drag & drop photos here, or click to choose'));
    const text = new DataTransfer();
    text.setData('text/plain', 'hello');
    await drag(zone, 'dragenter', text);
    await expect(zone).not.toHaveAttribute('data-drag-active');
    await expect(args.onDragStateChange).not.toHaveBeenCalled();
  },
};

export const ChooseFiles: Story = {
  name: 'Reports files chosen in the file chooser',
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Drag & drop photos here, or click to choose') as HTMLInputElement;
    const photos = [makeFile('living-room.jpg', 'image/jpeg'), makeFile('office.webp', 'image/webp')];
    await userEvent.upload(input, photos);
    await expect(args.onFilesSelected).toHaveBeenCalledWith(photos);
    // The input is cleared, so choosing the same file again is reported again.
    await expect(input.value).toBe('');
  },
};

export const OpensChooser: Story = {
  name: 'Click, Enter and Space open the file chooser',
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Drag & drop photos here, or click to choose') as HTMLInputElement;
    let opened = 0;
    // A click on a file input is what opens the chooser; count it and cancel it so no dialog opens.
    const onClick = (event: MouseEvent) => {
      opened += 1;
      event.preventDefault();
    };
    input.addEventListener('click', onClick);
    try {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(opened).toBe(1);
      await userEvent.keyboard(' ');
      await expect(opened).toBe(2);
      await userEvent.click(canvas.getByText('Drag & drop photos here, or click to choose'));
      await expect(opened).toBe(3);
    } finally {
      input.removeEventListener('click', onClick);
    }
  },
};

export const HighlightedByProp: Story = {
  name: 'Highlight driven by a prop',
  args: { dragActive: true },
  play: async ({ canvas }) => {
    const zone = zoneOf(canvas.getByLabelText('Drag & drop photos here, or click to choose'));
    await expect(zone).toHaveAttribute('data-drag-active');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Drag & drop photos here, or click to choose');
    await expect(input).toBeDisabled();
    const transfer = dataTransferWith(makeFile('kitchen.png', 'image/png'));
    await drag(zoneOf(input), 'dragenter', transfer);
    await drag(zoneOf(input), 'drop', transfer);
    await expect(zoneOf(input)).not.toHaveAttribute('data-drag-active');
    await expect(args.onFilesSelected).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Dropzone {...args} />
      <Dropzone {...args} dragActive />
      <Dropzone {...args} disabled />
    </div>
  ),
};
