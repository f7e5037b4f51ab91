import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyMapDoc } from '../private/sectionsStoryData';
import { MapEmbed } from './MapEmbed';

const meta = {
  title: 'Sections/MapEmbed',
  component: MapEmbed,
  args: {
    title: 'Map of SparkleClean Dubai in Business Bay',
    srcDoc: storyMapDoc,
    mapsHref: 'https://www.google.com/maps/search/?api=1&query=Business+Bay+Dubai',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MapEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Map of SparkleClean Dubai in Business Bay');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const open = canvas.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
    await expect(open).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Business+Bay+Dubai');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `deferred`: the map is not fetched until it comes within a screen of the viewport. */
export const Deferred: Story = {
  args: { deferred: true },
  decorators: [
    (Story) => (
      <>
        <div data-testid="above" style={{ blockSize: '300vh' }} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Far below the screen: an empty box of the frame's size, no frame yet.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const box = canvasElement.querySelector('[data-defer-frame]');
    await expect(box).toHaveAttribute('data-title', 'Map of SparkleClean Dubai in Business Bay');
    box?.scrollIntoView({ block: 'center' });
    await waitFor(() =>
      expect(canvasElement.querySelector('iframe')).toHaveAttribute(
        'title',
        'Map of SparkleClean Dubai in Business Bay',
      ),
    );
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('srcdoc');
    window.scrollTo(0, 0);
  },
};
