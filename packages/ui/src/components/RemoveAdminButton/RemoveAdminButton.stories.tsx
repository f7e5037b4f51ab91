import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RemoveAdminButton } from './RemoveAdminButton';

const onConfirm = fn();

const meta = {
  title: 'Admin/RemoveAdminButton',
  component: RemoveAdminButton,
  args: { name: 'Lina Kareem', onConfirm },
} satisfies Meta<typeof RemoveAdminButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ask, then 'Keep admin' puts the button back; ask again and confirm. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    onConfirm.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove admin (Lina Kareem)' }));
    await expect(canvas.getByText('Remove admin rights from Lina Kareem?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep admin' }));
    await expect(canvas.getByRole('button', { name: 'Remove admin (Lina Kareem)' })).toHaveFocus();
    await expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
