import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MessageSettingsForm } from './MessageSettingsForm';

const onSave = fn();

const meta = {
  title: 'Admin/MessageSettingsForm',
  component: MessageSettingsForm,
  args: { settings: { alertEmail: 'office@sparkleclean.example', whatsappEnabled: false }, onSave },
} satisfies Meta<typeof MessageSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Change the alert address and turn WhatsApp on: both are sent. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const email = canvas.getByRole('textbox', { name: 'Alert e-mail address' });
    await expect(email).toHaveValue('office@sparkleclean.example');
    await userEvent.clear(email);
    await userEvent.type(email, 'bookings@sparkleclean.example');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Also send customers their messages on WhatsApp' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledWith({ alertEmail: 'bookings@sparkleclean.example', whatsappEnabled: true });
  },
};

/** An empty address means no alerts; a malformed one is refused under the field, nothing sent. */
export const InvalidAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const email = canvas.getByRole('textbox', { name: 'Alert e-mail address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'office at example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSave).not.toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter an e-mail address'));
    // The form moves focus after React has shown the errors (the next frame).
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.clear(email);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledWith({ alertEmail: null, whatsappEnabled: false });
  },
};

/** Saving, then the outcome beside the button. */
export const Saved: Story = { args: { saved: true } };
export const Failed: Story = {
  args: { error: 'The message settings could not be saved: permission denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved');
  },
};
