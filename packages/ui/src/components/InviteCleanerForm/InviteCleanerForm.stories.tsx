import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { InviteCleanerForm } from './InviteCleanerForm';

const onSubmit = fn();
const teams = [
  { value: 't1', label: 'Team Falcon' },
  { value: 't2', label: 'Team Oryx' },
];

const meta = {
  title: 'Admin/InviteCleanerForm',
  component: InviteCleanerForm,
  args: { teams, onSubmit },
} satisfies Meta<typeof InviteCleanerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An address and a team: sent, said, and the address cleared for the next while the team stays. */
export const Invite: Story = {
  render: function Render(args) {
    const [sentTo, setSentTo] = useState<string>();
    return (
      <InviteCleanerForm
        {...args}
        sentTo={sentTo}
        sentText={sentTo ? `Invitation sent to ${sentTo}.` : undefined}
        onSubmit={(invitation) => {
          args.onSubmit(invitation);
          setSentTo(invitation.email);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'aisha.khan@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Team/ }), 'Team Oryx');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(onSubmit).toHaveBeenCalledWith({ email: 'aisha.khan@example.com', teamId: 't2' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Invitation sent to aisha.khan@example.com.');
    await expect(email).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /Team/ })).toHaveValue('t2');
  },
};

/** A wrong address and no team: both said, nothing sent, the address focused. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'aisha.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription(/Enter an e-mail address like name@example.com\./);
    await expect(canvas.getByRole('combobox', { name: /Team/ })).toHaveAccessibleDescription(
      /Choose the team they join\./,
    );
    await expect(email).toHaveFocus();
    email.blur();
  },
};

/** Refused by the database (an admin's address): the reason is announced and the address stays. */
export const Refused: Story = {
  args: { error: 'admin@example.com is an admin’s address. Admins cannot also be cleaners.' },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'admin@example.com');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Admins cannot also be cleaners.');
    await expect(email).toHaveValue('admin@example.com');
    email.blur();
  },
};

/** No team yet: the form says to add one first. */
export const NoTeams: Story = {
  args: { teams: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add a team first: a cleaner joins a team.')).toBeVisible();
  },
};

/** In Arabic: the e-mail and the page its link opens are in the language chosen. */
export const InArabic: Story = {
  args: {
    languages: [
      { value: 'en', label: 'English' },
      { value: 'ar', label: 'Arabic' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'omar.faruq@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Team/ }), 'Team Falcon');
    const language = canvas.getByRole('combobox', { name: /Language of the e-mail/ });
    await expect(language).toHaveValue('en');
    await userEvent.selectOptions(language, 'Arabic');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(onSubmit).toHaveBeenCalledWith({ email: 'omar.faruq@example.com', teamId: 't1', locale: 'ar' });
  },
};
