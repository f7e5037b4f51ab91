import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FrequencyDiscountsForm } from './FrequencyDiscountsForm';

const onSave = fn();

const frequencies = [
  { id: 'weekly', label: 'Weekly', percent: 15 },
  { id: 'biweekly', label: 'Every 2 weeks', percent: 10 },
  { id: 'fourweekly', label: 'Every 4 weeks', percent: 5 },
];

const meta = {
  title: 'Admin/FrequencyDiscountsForm',
  component: FrequencyDiscountsForm,
  args: { frequencies, onSave },
} satisfies Meta<typeof FrequencyDiscountsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Change a frequency's discount and save: every percent is sent by frequency, decimals kept. */
export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const weekly = canvas.getByRole('textbox', { name: 'Weekly: discount (%)' });
    await expect(weekly).toHaveValue('15');
    await userEvent.clear(weekly);
    await userEvent.type(weekly, '12.5');
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledWith({ weekly: 12.5, biweekly: 10, fourweekly: 5 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Empty, above 50, negative and three decimals: each refused under its field, nothing sent, focus on the first. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const weekly = canvas.getByRole('textbox', { name: 'Weekly: discount (%)' });
    const biweekly = canvas.getByRole('textbox', { name: 'Every 2 weeks: discount (%)' });
    const fourweekly = canvas.getByRole('textbox', { name: 'Every 4 weeks: discount (%)' });
    await userEvent.clear(weekly);
    await userEvent.clear(biweekly);
    await userEvent.type(biweekly, '51');
    await userEvent.clear(fourweekly);
    await userEvent.type(fourweekly, '-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save discounts' }));
    await expect(onSave).not.toHaveBeenCalled();
    await expect(weekly).toHaveAccessibleDescription(/Enter a percent\./);
    await expect(biweekly).toHaveAccessibleDescription(/Enter a percent from 0 to 50, e\.g\. 15 or 12\.5\./);
    await expect(fourweekly).toHaveAccessibleDescription(/Enter a percent from 0 to 50/);
    // The form moves focus after React has shown the errors (the next frame).
    await waitFor(() => expect(weekly).toHaveFocus());
    // Three decimals are not a percent the database keeps; what was typed stays.
    await userEvent.type(weekly, '7.125');
    await userEvent.click(canvas.getByRole('button', { name: 'Save discounts' }));
    await expect(weekly).toHaveAccessibleDescription(/Enter a percent from 0 to 50/);
    await expect(weekly).toHaveValue('7.125');
    await expect(onSave).not.toHaveBeenCalled();
    weekly.blur();
  },
};

/** The save failed: the message is announced and what was typed stays. */
export const Failed: Story = {
  args: { error: 'The discounts could not be saved: you may no longer be an admin.' },
  play: async ({ canvas, userEvent }) => {
    const biweekly = canvas.getByRole('textbox', { name: 'Every 2 weeks: discount (%)' });
    await userEvent.clear(biweekly);
    await userEvent.type(biweekly, '8');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The discounts could not be saved');
    await expect(biweekly).toHaveValue('8');
    biweekly.blur();
  },
};

export const Saved: Story = {
  args: { saved: true, frequencies: [{ id: 'weekly', label: 'Weekly', percent: 12.5 }, ...frequencies.slice(1)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Discounts saved.');
    await expect(canvas.getByRole('textbox', { name: 'Weekly: discount (%)' })).toHaveValue('12.5');
  },
};

/** In Arabic, right to left, with the words the site passes; a bad figure is refused the same way. */
export const Arabic: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: {
    frequencies: [
      { id: 'weekly', label: 'أسبوعياً', percent: 15 },
      { id: 'biweekly', label: 'كل أسبوعين', percent: 10 },
      { id: 'fourweekly', label: 'كل 4 أسابيع', percent: 5 },
    ],
    texts: {
      title: 'خصومات التنظيف المنتظم',
      description: 'خصم كل تكرار، كنسبة مئوية من السعر قبل ضريبة القيمة المضافة. تحصل عليه كل سلسلة جديدة.',
      percentSuffix: 'الخصم (٪)',
      save: 'حفظ الخصومات',
      pending: 'جارٍ الحفظ...',
      saved: 'تم حفظ الخصومات.',
      required: 'أدخل نسبة مئوية.',
      invalid: (max) => `أدخل نسبة من 0 إلى ${max}، مثل 15 أو 12.5.`,
    },
  },
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const weekly = canvas.getByRole('textbox', { name: 'أسبوعياً: الخصم (٪)' });
    await userEvent.clear(weekly);
    await userEvent.type(weekly, '60');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الخصومات' }));
    await expect(weekly).toHaveAccessibleDescription(/أدخل نسبة من 0 إلى 50/);
    await expect(onSave).not.toHaveBeenCalled();
    weekly.blur();
  },
};
