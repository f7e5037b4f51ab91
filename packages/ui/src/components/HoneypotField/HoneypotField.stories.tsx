import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { HoneypotField, type HoneypotFieldProps } from './HoneypotField';

/** Keeps the value in story state, as the form statecharts do in the app. */
function StatefulHoneypot(args: HoneypotFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <form style={{ display: 'flex', flexDirection: 'column', gap: 16, maxInlineSize: 400 }}>
      <TextField label="Name" name="name" />
      <HoneypotField
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
      <Button type="button">Send Message</Button>
    </form>
  );
}

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  render: (args) => <StatefulHoneypot {...args} />,
  args: { value: '', onValueChange: fn() },
} satisfies Meta<typeof HoneypotField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** People never meet it: nothing to see, nothing for a screen reader, no stop on the way with Tab. */
export const PeopleNeverMeetIt: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Assistive technology sees the form's own field and button only.
    await expect(canvas.getAllByRole('textbox')).toEqual([canvas.getByRole('textbox', { name: 'Name' })]);
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(trap).not.toBeNull();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    // Nothing to see, and no room taken.
    await expect(trap).not.toBeVisible();
    const box = trap!.closest('[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
    // The keyboard goes from the name straight to the button.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  },
};

/** A bot that fills every input fills this one too, and the form hears it. */
export const BotsFillIt: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    trap.focus();
    await userEvent.keyboard('https://spam.example');
    await expect(trap).toHaveValue('https://spam.example');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('https://spam.example');
  },
};
