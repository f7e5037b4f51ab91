import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { arCrewInvitationCardTexts } from '../private/arabicStoryTexts';
import { CrewInvitationCard } from './CrewInvitationCard';

const meta = {
  title: 'Crew/CrewInvitationCard',
  component: CrewInvitationCard,
  parameters: { layout: 'padded' },
  args: {
    state: 'open',
    email: 'amal@example.com',
    team: 'Team Marina',
    expires: '4 December 2026',
    mode: 'signUp',
    values: { fullName: '', password: '' },
    onModeChange: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onAccept: fn(),
    onSignOut: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <CrewInvitationCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CrewInvitationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who invites to which team; the account is made with the invited address, which cannot be changed. */
export const CreateAccount: Story = {
  tags: ['screenshot', 'responsive'],
  args: { values: { fullName: 'Amal Haddad', password: 'secret-pass' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join our cleaning crew' })).toBeVisible();
    await expect(canvas.getByText(/SparkleClean Dubai invites you to join Team Marina\./)).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('amal@example.com');
    await expect(email).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'x');
    await expect(args.onChange).toHaveBeenCalledWith('fullName', 'Amal Haddadx');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and join' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // The baseline shows the form at rest, without the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The invited address has an account already: sign in, and the invitation is accepted with it. */
export const SignIn: Story = {
  args: { mode: 'signIn', error: 'Invalid login credentials', values: { fullName: '', password: 'wrong' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid login credentials');
    await expect(canvas.getByLabelText('Password')).toHaveValue('wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'I am new here: create an account' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('signUp');
  },
};

export const Joining: Story = {
  args: { pending: true, values: { fullName: 'Amal Haddad', password: 'secret-pass' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  },
};

/** Signed in already with the invited address: one button joins. */
export const Accept: Story = {
  args: { state: 'accept', signedInAs: 'amal@example.com' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('You are signed in as amal@example.com.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join the crew' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** Signed in with another address: the invitation is not theirs to accept. */
export const OtherAccount: Story = {
  args: { state: 'otherAccount', signedInAs: 'office@example.com' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText(/signed in as office@example.com, but this invitation is for amal@example.com/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This invitation has expired' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create account and join' })).toBeNull();
  },
};

export const Used: Story = {
  args: { state: 'used' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See my jobs' })).toHaveAttribute('href', '/crew');
  },
};

export const NotFound: Story = {
  args: { state: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'We could not find this invitation' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { team: 'فريق المارينا', expires: '4 ديسمبر 2026', texts: arCrewInvitationCardTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'انضم إلى فريق التنظيف لدينا' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'أنشئ الحساب وانضم' })).toBeEnabled();
  },
};

export const ArabicExpired: Story = {
  globals: { locale: 'ar' },
  args: { state: 'expired', texts: arCrewInvitationCardTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'انتهت صلاحية هذه الدعوة' })).toBeVisible();
  },
};
