import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TeamCard } from './TeamCard';

const onEdit = fn();
const onDelete = fn();
const onRemoveMember = fn();
const onMoveMember = fn();

const meta = {
  title: 'Admin/TeamCard',
  component: TeamCard,
  args: {
    name: 'Team Falcon',
    colour: 'amber',
    active: true,
    services: ['Residential Cleaning', 'Deep Cleaning', 'Move-In/Out Cleaning'],
    workingDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Sat', 'Sun'],
    members: [
      { id: 'u1', email: 'aisha.khan@example.com', name: 'Aisha Khan', state: 'active' },
      { id: 'u2', email: 'ramon.delacruz@example.com', state: 'active' },
      { id: 'i1', email: 'joseph.mwangi@example.com', state: 'invited', until: 'until Mon 7 Dec' },
      { id: 'i2', email: 'old.invite@example.com', state: 'expired' },
    ],
    onEdit,
    onDelete,
    onRemoveMember,
    onMoveMember,
    moveTargets: [{ value: 't2', label: 'Team Oryx' }],
  },
} satisfies Meta<typeof TeamCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A team with its cleaners: active ones can be removed (asked first), invitations say until when. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    onRemoveMember.mockClear();
    const team = canvas.getByRole('article', { name: 'Team Falcon' });
    await expect(within(team).getByRole('heading', { name: 'Team Falcon' })).toBeVisible();
    await expect(team).toHaveTextContent('Residential Cleaning, Deep Cleaning, Move-In/Out Cleaning');
    const cleaners = within(team).getByRole('region', { name: 'Team Falcon: Cleaners' });
    await expect(within(cleaners).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(cleaners).getByText('until Mon 7 Dec')).toBeVisible();
    await expect(within(cleaners).getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    await userEvent.click(within(cleaners).getByRole('button', { name: 'Remove (Aisha Khan)' }));
    const question = within(cleaners).getByRole('group', { name: 'Take Aisha Khan off the crews?' });
    await expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await expect(onRemoveMember).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' }));
  },
};

/** Delete asks first, in place; Escape keeps the team. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    onDelete.mockClear();
    onEdit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Team Falcon' }));
    await expect(onEdit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete team (Team Falcon)' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Delete team (Team Falcon)' })).toHaveFocus();
    await expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete team (Team Falcon)' }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Delete Team Falcon? Its jobs become unassigned.' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await expect(onDelete).toHaveBeenCalledTimes(1);
  },
};

/** A team that takes no jobs and has nobody yet, with the database's refusal of its last change. */
export const InactiveAndRefused: Story = {
  args: {
    active: false,
    colour: 'slate',
    members: [],
    error: 'The team has the job SP-1042 that day. Move its jobs to another team first.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Takes no jobs')).toBeVisible();
    await expect(canvas.getByText('No cleaners yet: invite one below.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('SP-1042');
  },
};

/** A cleaner moves to another team: a choice alone changes nothing, Move does. */
export const MoveCleaner: Story = {
  play: async ({ canvas, userEvent }) => {
    onMoveMember.mockClear();
    const move = canvas.getByRole('button', { name: 'Move ramon.delacruz@example.com' });
    await expect(move).toHaveAttribute('aria-disabled', 'true');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Team for ramon.delacruz@example.com' }),
      'Team Oryx',
    );
    await expect(onMoveMember).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move ramon.delacruz@example.com' }));
    await expect(onMoveMember).toHaveBeenCalledWith(expect.objectContaining({ id: 'u2' }), 't2');
  },
};

/** Cleaners whose team was deleted: no services or days, and a team to put them in. */
export const WithoutTeam: Story = {
  args: {
    name: 'Cleaners without a team',
    colour: 'slate',
    services: undefined,
    workingDays: undefined,
    onEdit: undefined,
    onDelete: undefined,
    members: [{ id: 'u3', email: 'maria.santos@example.com', name: 'Maria Santos', state: 'active' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Services/)).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Team for Maria Santos' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete team/ })).toBeNull();
  },
};
