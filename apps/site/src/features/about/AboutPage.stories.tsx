import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mission } from '../../content/about';
import { withoutStoredEdits, withSitePage } from '../layout/sitePageStory';
import { AboutPage } from './AboutPage';

/** The site's About page (docs/product.md), built from the site's content. */
const meta = {
  title: 'Site/About Page',
  component: AboutPage,
  decorators: [withSitePage],
  parameters: { layout: 'fullscreen', sitePage: { path: '/about' } },
  beforeEach: withoutStoredEdits,
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    const missionCard = await main.findByRole('region', { name: mission().title });
    await expect(missionCard).toHaveTextContent(mission().text);
    await expect(main.queryByRole('button', { name: /^Edit / })).toBeNull();
  },
};

/**
 * Admins edit the mission card's texts in place like the page's other texts; on the teal card the Edit buttons
 * are light (the editor's inverse tone), beside the story's dark ones on the white page.
 */
export const Admin: Story = {
  parameters: { sitePage: { path: '/about', viewer: 'admin' } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    // For an admin the card's name (its heading) also carries the heading's Edit button once the editor is there.
    const missionCard = within(await main.findByRole('region', { name: new RegExp(`^${mission().title}`) }));
    const editTitle = await missionCard.findByRole('button', { name: 'Edit Mission title' });
    const editText = await missionCard.findByRole('button', { name: 'Edit Mission text' });
    for (const button of [editTitle, editText]) {
      await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    }
    const editStory = await main.findByRole('button', { name: 'Edit Story title' });
    await expect(getComputedStyle(editStory).color).not.toBe('rgb(255, 255, 255)');
  },
};
