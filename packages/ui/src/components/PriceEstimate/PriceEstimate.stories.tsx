import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { UiProvider } from '../Link/LinkProvider';
import { arEstimateTexts, arLocale } from '../private/arabicStoryTexts';
import { formatAed, PriceEstimate, type PriceEstimateProps } from './PriceEstimate';

/**
 * Fixtures computed with the booking rules' `estimate()` (`@sparkle/company/booking`): a 1-bedroom standard
 * clean (AED 150) and, for fils, a studio (120) with the fridge (50) and materials (30) = 200 → 10 VAT; a
 * 3-bedroom villa deep clean (650) with the oven (60) = 710 → 35.50 VAT.
 */
const oneBedroom = { subtotalFils: 15_000, vatFils: 750, totalFils: 15_750 };
const villaDeep = { subtotalFils: 71_000, vatFils: 3_550, totalFils: 74_550 };

/** Steps from nothing to a 1-bedroom clean to a villa deep clean, as a visitor filling the form would. */
function ChangingEstimate(args: PriceEstimateProps) {
  const [estimate, setEstimate] = useState(args.estimate);
  return (
    <>
      <PriceEstimate {...args} estimate={estimate} />
      <Button tone="secondary" onClick={() => setEstimate(estimate ? villaDeep : oneBedroom)}>
        Change
      </Button>
    </>
  );
}

const meta = {
  title: 'Forms/PriceEstimate',
  component: PriceEstimate,
  args: { estimate: oneBedroom },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PriceEstimate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithVat: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const estimate = within(canvas.getByRole('region', { name: 'Estimated price' }));
    await expect(estimate.getAllByRole('term').map((term) => term.textContent)).toEqual(['Subtotal', 'VAT (5%)']);
    await expect(estimate.getAllByRole('definition').map((amount) => amount.textContent)).toEqual([
      'AED 150',
      'AED 7.50',
    ]);
    await expect(canvas.getByText('Total').parentElement).toHaveTextContent('Total AED 157.50');
    await expect(canvas.getByText('Total').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByText('Prices may vary based on home size and specific requirements.')).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['screenshot', 'responsive'],
  args: { estimate: null },
  play: async ({ canvas }) => {
    const empty = canvas.getByText('Choose a service and the size of the property to see the price.');
    await expect(empty.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByText('Total')).toBeNull();
  },
};

/** The live region stays in the page, so the total that replaces the empty text, then the next, is announced. */
export const Changing: Story = {
  args: { estimate: null },
  render: (args) => <ChangingEstimate {...args} />,
  play: async ({ canvas, userEvent }) => {
    const live = canvas.getByText('Choose a service and the size of the property to see the price.').parentElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(live).toHaveTextContent('Total AED 157.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(live).toHaveTextContent('Total AED 745.50');
    await expect(canvas.getByText('VAT (5%)').nextElementSibling).toHaveTextContent('AED 35.50');
  },
};

/** Amounts formatted by the caller, e.g. in Arabic digits later; the default groups thousands. */
export const Formatting: Story = {
  args: { estimate: { subtotalFils: 100_000, vatFils: 5_000, totalFils: 105_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total').parentElement).toHaveTextContent('AED 1,050');
    await expect(formatAed(15_750)).toBe('AED 157.50');
    await expect(formatAed(15_000)).toBe('AED 150');
    await expect(formatAed(3_550)).toBe('AED 35.50');
  },
};

/**
 * With a locale the amounts are Intl's currency format of AED: ar-AE puts the dirham sign after the amount, with
 * right-to-left marks around it; en-AE reads as the default but with a no-break space. The locale comes from the
 * `locale` prop or, for a whole page, from `UiProvider`.
 */
export const Localised: Story = {
  name: 'Arabic amounts (ar-AE), from UiProvider',
  globals: { locale: 'ar' },
  args: { estimate: villaDeep, texts: arEstimateTexts },
  decorators: [(Story) => <UiProvider locale={arLocale}>{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    const aed = (amount: string) => `\u061c${amount}\u00a0د.إ.\u061c`;
    const estimate = within(canvas.getByRole('region', { name: arEstimateTexts.title }));
    await expect(estimate.getAllByRole('definition').map((amount) => amount.textContent)).toEqual([
      aed('710'),
      aed('35.50'),
    ]);
    await expect(formatAed(105_000, 'ar-AE')).toBe(aed('1,050'));
    await expect(formatAed(15_750, 'en-AE')).toBe('AED\u00a0157.50');
    await expect(formatAed(15_000, 'en-AE')).toBe('AED\u00a0150');
  },
};
