import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

/** Fixture: the extras of a home cleaning in the seeded price list (`@sparkle/company/booking`). */
const extras = [
  { value: 'fridge', label: 'Inside the fridge', suffix: '+ AED 50' },
  { value: 'oven', label: 'Inside the oven', suffix: '+ AED 60' },
  { value: 'balcony', label: 'Balcony', suffix: '+ AED 50' },
  { value: 'ironing', label: 'Ironing (1 hour)', suffix: '+ AED 40' },
  { value: 'materials', label: 'We bring the cleaning materials', suffix: '+ AED 30' },
];

function StatefulCheckboxGroup(args: CheckboxGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CheckboxGroup
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  render: (args) => <StatefulCheckboxGroup {...args} />,
  args: { legend: 'Extras', name: 'extras', options: extras, value: [], onValueChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to an extra, Space ticks it; the price is part of each box's name. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Extras' });
    await expect(group).toBeVisible();
    const fridge = canvas.getByRole('checkbox', { name: 'Inside the fridge + AED 50' });
    const oven = canvas.getByRole('checkbox', { name: 'Inside the oven + AED 60' });
    await userEvent.tab();
    await expect(fridge).toHaveFocus();
    await userEvent.tab();
    await expect(oven).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(oven).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['oven']);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift} ');
    await expect(fridge).toBeChecked();
    // The values come back in the list's order, whatever the order they were ticked in.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['fridge', 'oven']);
    await userEvent.click(canvas.getByText('Inside the oven'));
    await expect(oven).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['fridge']);
  },
};

export const Ticked: Story = {
  tags: ['screenshot', 'responsive'],
  args: { value: ['fridge', 'materials'], hint: 'Optional: added to the price.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Inside the fridge + AED 50' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Balcony + AED 50' })).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Extras' })).toHaveAccessibleDescription(
      'Optional: added to the price.',
    );
  },
};

export const WithError: Story = {
  args: { value: ['ironing'], error: 'Ironing is not available for office cleaning.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Extras' })).toHaveAccessibleDescription(
      'Error: Ironing is not available for office cleaning.',
    );
  },
};
