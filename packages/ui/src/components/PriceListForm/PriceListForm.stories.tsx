import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PriceListForm } from './PriceListForm';

const onSave = fn();

const groups = [
  {
    id: 'deep',
    label: 'Deep Cleaning',
    items: [
      { id: 'deep/studio', label: 'Studio', price: 250 },
      { id: 'deep/1br', label: '1 bedroom', price: 300 },
      { id: 'deep/2br', label: '2 bedrooms', price: 400 },
    ],
  },
  {
    id: 'office',
    label: 'Office Cleaning',
    items: [
      { id: 'office/office-s', label: 'Up to 1,000 sq ft', price: 200 },
      { id: 'office/office-m', label: '1,001–2,500 sq ft', price: 350 },
    ],
  },
];
const extras = [
  { id: 'oven', label: 'Inside the oven', price: 60 },
  { id: 'materials', label: 'We bring the cleaning materials', price: 32.5 },
];

const meta = {
  title: 'Admin/PriceListForm',
  component: PriceListForm,
  args: { groups, extras, onSave },
} satisfies Meta<typeof PriceListForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A price per size option, grouped by service, and per extra; saved as numbers by id. */
export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    await expect(canvas.getByRole('group', { name: 'Deep Cleaning' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'We bring the cleaning materials (AED)' })).toHaveValue('32.50');
    const twoBr = canvas.getByRole('textbox', { name: '2 bedrooms (AED)' });
    await userEvent.clear(twoBr);
    await userEvent.type(twoBr, '425.50{Enter}');
    await expect(onSave).toHaveBeenCalledWith({
      options: {
        'deep/studio': 250,
        'deep/1br': 300,
        'deep/2br': 425.5,
        'office/office-s': 200,
        'office/office-m': 350,
      },
      extras: { oven: 60, materials: 32.5 },
    });
    twoBr.blur();
  },
};

/** Empty, negative, too large and not a price: refused under each field, nothing sent. */
export const Invalid: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const studio = canvas.getByRole('textbox', { name: 'Studio (AED)' });
    await userEvent.clear(studio);
    const oneBr = canvas.getByRole('textbox', { name: '1 bedroom (AED)' });
    await userEvent.clear(oneBr);
    await userEvent.type(oneBr, '-5');
    const small = canvas.getByRole('textbox', { name: 'Up to 1,000 sq ft (AED)' });
    await userEvent.clear(small);
    await userEvent.type(small, '250000');
    const oven = canvas.getByRole('textbox', { name: 'Inside the oven (AED)' });
    await userEvent.clear(oven);
    await userEvent.type(oven, 'sixty');
    await userEvent.click(canvas.getByRole('button', { name: 'Save prices' }));
    await expect(onSave).not.toHaveBeenCalled();
    await expect(studio).toHaveAccessibleDescription(/Enter a price\./);
    await expect(oneBr).toHaveAccessibleDescription(/The price cannot be negative\./);
    await expect(small).toHaveAccessibleDescription(/The price must be at most AED 100,000\./);
    await expect(oven).toHaveAccessibleDescription(/Enter a price in AED/);
    // The form moves focus after React has shown the errors (the next frame).
    await waitFor(() => expect(studio).toHaveFocus());
    studio.blur();
  },
};

/** The save failed: the message is announced, the typed prices stay. */
export const Failed: Story = {
  tags: ['screenshot'],
  args: { error: 'The prices could not be saved. Please try again.' },
  play: async ({ canvas, userEvent }) => {
    const oven = canvas.getByRole('textbox', { name: 'Inside the oven (AED)' });
    await userEvent.clear(oven);
    await userEvent.type(oven, '65');
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved');
    await expect(oven).toHaveValue('65');
    oven.blur();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Saving...' }));
    await expect(onSave).not.toHaveBeenCalled();
  },
};
