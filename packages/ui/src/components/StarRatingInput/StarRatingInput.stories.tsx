import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { arStarLabel } from '../private/arabicStoryTexts';
import { StarRatingInput, type StarRatingInputProps } from './StarRatingInput';

function StatefulRating(args: StarRatingInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <StarRatingInput
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
  title: 'Forms/StarRatingInput',
  component: StarRatingInput,
  render: (args) => <StatefulRating {...args} />,
  args: { legend: 'Your rating', value: null, onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StarRatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five radio buttons under one legend: clicking the fourth star chooses 4 and fills four stars. */
export const ChooseWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Your rating' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByText('4 stars'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

/** The keyboard works as for any radio group: Tab into it, arrows move the choice, Tab leaves it. */
export const ChooseWithKeyboard: Story = {
  args: { value: 3 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
  },
};

export const Chosen: Story = {
  tags: ['screenshot'],
  args: { value: 4, hint: 'Five stars is the best.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Five stars is the best.',
    );
  },
};

export const WithError: Story = {
  tags: ['screenshot'],
  args: { error: 'Please choose a rating from 1 to 5 stars.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      /Please choose a rating from 1 to 5 stars\./,
    );
  },
};

/** Right to left: the first star is at the right, and the arrow keys follow the page's direction. */
export const Arabic: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { legend: 'تقييمك', value: 2, starLabel: arStarLabel },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'نجمتان' })).toBeChecked();
    const [first, second] = canvas.getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement);
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};
