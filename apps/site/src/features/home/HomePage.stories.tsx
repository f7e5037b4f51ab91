import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companyName } from '../../content/company';
import { dubaiTeasers, homeClosingCta, homeHero, homeServices, homeServicesHeading } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import { withoutStoredEdits, withSitePage } from '../layout/sitePageStory';
import { HomePage } from './HomePage';

/** The site's Home page (docs/product.md), built from the site's content as visitors and admins see it. */
const meta = {
  title: 'Site/Home Page',
  component: HomePage,
  decorators: [withSitePage],
  parameters: { layout: 'fullscreen', sitePage: { path: '/' } },
  beforeEach: withoutStoredEdits,
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the text starts on screen (not where its box starts). */
function textLeft(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().left;
}

export const Visitor: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const [hero, teasers, services, testimonialList] = [homeHero(), dubaiTeasers(), homeServices(), testimonials()];
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1 })).toHaveTextContent(hero.title);
    const heroRegion = within(main.getByRole('region', { name: hero.title }));
    await expect(heroRegion.getByRole('link', { name: hero.primaryAction.label })).toHaveAttribute(
      'href',
      hero.primaryAction.href,
    );
    // The three Dubai teasers lead to the landing pages.
    for (const teaser of teasers) {
      await expect(canvas.getByRole('main').querySelector(`a[href="${teaser.href}"]`)).not.toBeNull();
    }
    const serviceList = main.getByRole('list', { name: homeServicesHeading().title });
    await expect(within(serviceList).getAllByRole('link', { name: 'Book This Service' })).toHaveLength(services.length);

    // The testimonials carousel (an island, its code loaded on its own): one dot per testimonial; in the shown
    // card the client's name and the line under it start at the same place.
    const carousel = await main.findByRole('region', { name: 'Client testimonials' });
    await expect(within(carousel).getAllByRole('button', { name: /^Show testimonial/ })).toHaveLength(
      testimonialList.length,
    );
    const [first] = testimonialList;
    const caption = within(carousel).getByText(first?.name ?? '').parentElement as HTMLElement;
    const [name, detail] = Array.from(caption.children);
    await expect(detail).toHaveTextContent(first?.role ?? '');
    await expect(textLeft(name as Element)).toBe(textLeft(detail as Element));

    await expect(
      main.getByRole('link', { name: `${homeClosingCta().whatsappLabel} (opens in a new tab)` }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
    // Visitors get no edit controls.
    await expect(main.queryByRole('button', { name: /^Edit / })).toBeNull();
    await expect(canvas.getByText(`© 2025 ${companyName}. All rights reserved.`)).toBeVisible();
  },
};

/** Admins edit the page's texts in place: each has an Edit button beside it. */
export const Admin: Story = {
  parameters: { sitePage: { path: '/', viewer: 'admin' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Omar Haddad' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    for (const name of ['Edit Hero title', 'Edit Hero subtitle', 'Edit Welcome text', 'Edit Call to action title']) {
      await expect(await main.findByRole('button', { name })).toBeVisible();
    }
  },
};
