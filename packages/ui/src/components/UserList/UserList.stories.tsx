import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UserList } from './UserList';

const users = [
  { id: '7d9f6c1e-0c1a-4d1e-9a55-1c2f3b4a5d61', email: 'omar@sparkleclean.ae', fullName: 'Omar Haddad', role: 'admin' },
  {
    id: 'b3e2a4f0-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    email: 'fatima.mansoori@example.com',
    fullName: 'Fatima Al Mansoori',
    role: 'user',
  },
  { id: 'c4d5e6f7-1a2b-4c3d-9e8f-7a6b5c4d3e2f', email: 'new.staff@example.com', fullName: null, role: 'user' },
  { id: 'd1c2b3a4-9f8e-4d7c-8b6a-5f4e3d2c1b0a', email: 'lina@sparkleclean.ae', fullName: 'Lina Kareem', role: 'admin' },
] as const satisfies Parameters<typeof UserList>[0]['users'];

const meta = {
  title: 'Sections/UserList',
  component: UserList,
  args: { users: [...users], currentUserId: users[0].id },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    // '(You)' is on the signed-in admin's row and nowhere else.
    await expect(canvas.getAllByText('(You)')).toHaveLength(1);
    await expect(rows[0]!).toHaveTextContent('Omar Haddad(You)');
    await expect(rows[0]!).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]!).not.toHaveTextContent('(You)');
    // Role badges and the fallback for a missing name.
    await expect(within(rows[0]!).getByText('admin')).toBeVisible();
    await expect(within(rows[1]!).getByText('user')).toBeVisible();
    await expect(within(rows[2]!).getByText('No name provided')).toBeVisible();
    await expect(rows[2]!).toHaveTextContent('new.staff@example.com');
  },
};

export const YouOnAnotherRow: Story = {
  args: { currentUserId: users[2].id },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(within(rows[2]!).getByText('(You)')).toBeVisible();
    await expect(rows[2]!).toHaveTextContent('No name provided(You)');
    await expect(rows[0]!).not.toHaveTextContent('(You)');
  },
};

const onRemoveAdmin = fn();

/**
 * With 'Remove admin': on every other admin's row, never on your own. The button asks first; 'Keep admin' and
 * Escape take the question back.
 */
export const RemoveAdmin: Story = {
  tags: ['screenshot', 'responsive'],
  args: { onRemoveAdmin },
  play: async ({ canvas, userEvent }) => {
    onRemoveAdmin.mockClear();
    const rows = within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    // Not on your own row, not on a user's.
    await expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await expect(within(rows[1]!).queryByRole('button')).toBeNull();
    const remove = within(rows[3]!).getByRole('button', { name: 'Remove admin (Lina Kareem)' });
    // Keyboard: open the question, focus lands on the safe answer; Escape puts the button back.
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const question = within(rows[3]!).getByRole('group', { name: 'Remove admin rights from Lina Kareem?' });
    await expect(within(question).getByRole('button', { name: 'Keep admin' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(within(rows[3]!).getByRole('button', { name: 'Remove admin (Lina Kareem)' })).toHaveFocus();
    await expect(onRemoveAdmin).not.toHaveBeenCalled();
    // Confirm.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(rows[3]!).getByRole('button', { name: 'Remove' }));
    await expect(onRemoveAdmin).toHaveBeenCalledWith(users[3]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The removal is under way on Lina's row. */
export const RemovingAdmin: Story = {
  tags: ['screenshot'],
  args: { onRemoveAdmin, removingUserId: users[3].id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Removing...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Keep admin' })).toBeDisabled();
  },
};

export const Empty: Story = {
  tags: ['screenshot', 'responsive'],
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users found.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
