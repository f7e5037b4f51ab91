import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, type TabsProps } from './Tabs';

const meta = {
  title: 'Forms/Tabs',
  component: Tabs,
  args: {
    label: 'Account',
    items: [
      { id: 'signIn', label: 'Sign In', content: <p>Sign in with your email and password.</p> },
      { id: 'signUp', label: 'Sign Up', content: <p>Create an account to get started.</p> },
    ],
    setSelectedId: fn(),
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PanelPerTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const signIn = canvas.getByRole('tab', { name: 'Sign In' });
    const signUp = canvas.getByRole('tab', { name: 'Sign Up' });
    await expect(canvas.getByRole('tablist', { name: 'Account' })).toBeVisible();
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Sign In' })).toHaveTextContent(
      'Sign in with your email and password.',
    );

    // Arrow keys move between the tabs and select them (automatic activation).
    await userEvent.tab();
    await expect(signIn).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(signUp).toHaveFocus());
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expect(args.setSelectedId).toHaveBeenLastCalledWith('signUp');
    await expect(canvas.getByRole('tabpanel', { name: 'Sign Up' })).toHaveTextContent(
      'Create an account to get started.',
    );
    // The hidden panel is unmounted.
    await waitFor(() => expect(canvas.queryByText('Sign in with your email and password.')).toBeNull());

    await userEvent.click(signIn);
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
  },
};

function ControlledTabs(args: TabsProps<'signIn' | 'signUp'>) {
  const [mode, setMode] = useState<'signIn' | 'signUp'>('signUp');
  return (
    <Tabs<'signIn' | 'signUp'>
      {...args}
      items={[
        { id: 'signIn', label: 'Sign In' },
        { id: 'signUp', label: 'Sign Up' },
      ]}
      selectedId={mode}
      setSelectedId={(id) => {
        setMode(id);
        args.setSelectedId?.(id);
      }}
    >
      <p>{mode === 'signIn' ? 'The sign-in form' : 'The sign-up form'}</p>
    </Tabs>
  );
}

export const ControlledSinglePanel: Story = {
  tags: ['screenshot'],
  render: (args) => <ControlledTabs {...(args as TabsProps<'signIn' | 'signUp'>)} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Sign Up' })).toHaveTextContent('The sign-up form');
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign In' }));
    await expect(args.setSelectedId).toHaveBeenCalledWith('signIn');
    await expect(canvas.getByRole('tabpanel', { name: 'Sign In' })).toHaveTextContent('The sign-in form');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
