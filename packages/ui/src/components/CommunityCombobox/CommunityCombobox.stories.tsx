import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyCommunities as communities } from '../private/bookingStoryData';
import { CommunityCombobox, type CommunityComboboxProps } from './CommunityCombobox';

function StatefulCommunityCombobox(args: CommunityComboboxProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxInlineSize: 420, minBlockSize: 360 }}>
      <CommunityCombobox
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/CommunityCombobox',
  component: CommunityCombobox,
  render: (args) => <StatefulCommunityCombobox {...args} />,
  args: { options: communities, value: '', name: 'community', required: true, onValueChange: fn() },
} satisfies Meta<typeof CommunityCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type to filter, arrow down to a match, Enter picks it; the list closes and the field shows the choice. */
export const FilterAndChoose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Area / community' });
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await userEvent.click(combobox);
    await userEvent.keyboard('jumeirah');
    const listbox = within(await canvas.findByRole('listbox'));
    await waitFor(() =>
      expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Jumeirah',
        'Jumeirah Beach Residence (JBR)',
        'Jumeirah Golf Estates',
        'Jumeirah Islands',
        'Jumeirah Lake Towers (JLT)',
        'Jumeirah Park',
        'Jumeirah Village Circle (JVC)',
        'Jumeirah Village Triangle (JVT)',
        'Palm Jumeirah',
      ]),
    );
    // The first match is highlighted as one types; the focus stays in the field, which names the highlighted option.
    const highlighted = () => listbox.getByRole('option', { selected: true });
    await expect(highlighted()).toHaveTextContent('Jumeirah');
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveAttribute('aria-activedescendant', highlighted().id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(highlighted()).toHaveTextContent('Jumeirah Golf Estates');
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveAttribute('aria-activedescendant', highlighted().id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('Jumeirah Golf Estates');
    await expect(combobox).toHaveValue('Jumeirah Golf Estates');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    // Escape closes the list and keeps the text; a click on an option picks it, the focus staying in the field.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(combobox).toHaveValue('Jumeirah Golf Estates');
    await userEvent.click(combobox);
    await userEvent.click(await canvas.findByRole('option', { name: 'Al Barsha' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Al Barsha');
    await expect(combobox).toHaveValue('Al Barsha');
    await expect(combobox).toHaveFocus();
  },
};

/** Words in any order, abbreviations, no apostrophe: 'marina dubai', 'jlt', 'zaabeel'. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Area / community' });
    await userEvent.type(combobox, 'marina dubai');
    await waitFor(() => expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dubai Marina']));
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'jlt');
    await waitFor(() =>
      expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Jumeirah Lake Towers (JLT)']),
    );
    // Enter picks the first match, which is highlighted as one types.
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Jumeirah Lake Towers (JLT)');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'zaabeel');
    await waitFor(() => expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Za\u2019abeel']));
  },
};

/** Text that names no community is not a value: leaving the field puts the chosen one back. */
export const OnlyListedValues: Story = {
  args: { value: 'Business Bay' },
  play: async ({ canvas, userEvent, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Area / community' });
    await expect(combobox).toHaveValue('Business Bay');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'Atlantis');
    await expect(await canvas.findByText('No area matches. Try another spelling.')).toBeVisible();
    await userEvent.tab();
    await expect(combobox).toHaveValue('Business Bay');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // An exact name, in any case, is taken as typed.
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'al barsha');
    await userEvent.tab();
    await expect(combobox).toHaveValue('Al Barsha');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Al Barsha');
  },
};

/** The list, filtered, with the chosen community ticked. */
export const Open: Story = {
  tags: ['screenshot', 'responsive'],
  args: { value: 'Dubai Marina' },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Area / community' });
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'dubai');
    const marina = await canvas.findByRole('option', { name: 'Dubai Marina' });
    // The chosen community is ticked; the others are not.
    await expect(marina.querySelector('svg')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Dubai Hills Estate' }).querySelector('svg')).not.toBeVisible();
  },
};

/**
 * The whole list: it renders a batch of options at a time, the next as the list's end scrolls near, so that
 * opening it stays quick; scrolled to the end, every community is there, and each option tells its place in all.
 */
export const ScrollToTheEnd: Story = {
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Area / community' });
    await userEvent.click(combobox);
    const listbox = await canvas.findByRole('listbox');
    const options = () => within(listbox).getAllByRole('option');
    // Left open, it renders what fills about two screens of it (its first batches), not the whole list: the next
    // batch comes only as its end nears the view.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(options().length).toBeLessThanOrEqual(24);
    await expect(options()[0]).toHaveAttribute('aria-setsize', String(communities.length));
    await waitFor(
      () => {
        listbox.scrollTop = listbox.scrollHeight;
        expect(options()).toHaveLength(communities.length);
      },
      { timeout: 5000 },
    );
    const last = options().at(-1);
    await expect(last).toHaveTextContent(communities.at(-1) as string);
    await expect(last).toHaveAttribute('aria-posinset', String(communities.length));
  },
};

/** The arrow keys go past the rendered batch: the next one renders and the list scrolls the highlighted option into view. */
export const ArrowsPastABatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Area / community' });
    await userEvent.click(combobox);
    const listbox = await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}'.repeat(14));
    const highlighted = within(listbox).getByRole('option', { selected: true });
    await expect(highlighted).toHaveTextContent(communities[13] as string);
    await expect(highlighted).toHaveAttribute('aria-posinset', '14');
    const shown = listbox.getBoundingClientRect();
    const option = highlighted.getBoundingClientRect();
    await expect(option.top).toBeGreaterThanOrEqual(shown.top);
    await expect(option.bottom).toBeLessThanOrEqual(shown.bottom);
    await expect(combobox).toHaveFocus();
  },
};

export const WithError: Story = {
  tags: ['screenshot', 'responsive'],
  args: { error: 'Please choose your area or community.' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Area / community' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('Error: Please choose your area or community.');
  },
};

/**
 * Names in the page's language (`optionLabels`): the list and the field show the names, a search matches the name
 * or the option, and the value chosen stays the option ('Dubai Marina' on an Arabic page too).
 */
export const WithNames: Story = {
  args: {
    optionLabels: { 'Dubai Marina': 'دبي مارينا', 'Business Bay': 'الخليج التجاري', 'Al Barsha': 'البرشاء' },
    value: 'Business Bay',
    label: 'المنطقة',
  },
  play: async ({ canvas, userEvent, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'المنطقة' });
    await expect(combobox).toHaveValue('الخليج التجاري');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'مارينا');
    await waitFor(() => expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['دبي مارينا']));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Dubai Marina');
    await expect(combobox).toHaveValue('دبي مارينا');
    // The option's own name finds it as well, and a click shows the name.
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'barsha');
    await userEvent.click(await canvas.findByRole('option', { name: 'البرشاء' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Al Barsha');
    await expect(combobox).toHaveValue('البرشاء');
    // An exact name, typed, is taken.
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'الخليج التجاري');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Business Bay');
    await expect(combobox).toHaveValue('الخليج التجاري');
  },
};
