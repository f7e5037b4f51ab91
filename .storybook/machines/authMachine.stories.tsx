import {
  type AuthSession,
  authMachine,
  messages,
  type Role,
  type SignInRequest,
  type SignUpRequest,
} from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fromCallback } from 'xstate';
import { MachineExplorer, stub } from './MachineExplorer';

const sessionFor = (email: string): AuthSession => ({
  access_token: 'stub-access-token',
  refresh_token: 'stub-refresh-token',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: '6f1c2a4e-0000-4000-8000-000000000001', email, user_metadata: { full_name: 'Ada Lovelace' } },
});

const meta = {
  title: 'Statecharts/Auth',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Auth',
    machine: (control) =>
      authMachine.provide({
        actors: {
          restoreSession: stub<AuthSession | null, void>(control, null),
          // Auth changes are sent by hand with the auth.change button.
          authSubscription: fromCallback(() => {}),
          fetchRole: stub<Role | null, { userId: string }>(control, 'admin'),
          signIn: stub(control, (input: SignInRequest) => sessionFor(input.email), {
            fail: { name: 'AuthApiError', message: 'Invalid login credentials' },
          }),
          signUp: stub<AuthSession | null, SignUpRequest>(control, null, {
            fail: new Error('User already registered'),
          }),
          signOut: stub<void, void>(control, undefined, { fail: new Error('Network request failed') }),
        },
      }),
    payloads: {
      'field.change': { field: 'email', value: 'ada@example.com' },
      'auth.change': { event: 'TOKEN_REFRESHED', session: sessionFor('ada@example.com') },
    },
    scenarios: [
      {
        label: 'Type e-mail and password',
        events: [
          { type: 'field.change', field: 'email', value: 'ada@example.com' },
          { type: 'field.change', field: 'password', value: 'correct horse battery' },
        ],
      },
      {
        label: 'Service reports SIGNED_OUT',
        events: [{ type: 'auth.change', event: 'SIGNED_OUT', session: null }],
      },
    ],
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    const state = canvas.getByTestId('state-value');
    await waitFor(() => expect(state).toHaveTextContent('"signedOut": "idle"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send auth.signIn' }));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(
      messages.auth.missingCredentials,
    );
  },
};

export const SignsIn: Story = {
  play: async ({ canvas, userEvent }) => {
    const state = canvas.getByTestId('state-value');
    await waitFor(() => expect(state).toHaveTextContent('"signedOut": "idle"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Type e-mail and password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send auth.signIn' }));
    await expect(state).toHaveTextContent('"signedOut": "signingIn"');
    await waitFor(() => expect(state).toHaveTextContent('"signedIn": "ready"'));
    const effects = canvas.getByRole('list', { name: 'Side effects' });
    await expect(effects).toHaveTextContent('Welcome back!');
    // The story's user is an admin: on to the back office (anyone else to their account).
    await expect(effects).toHaveTextContent('"to": "/admin"');
    await expect(canvas.getByTestId('context')).toHaveTextContent('"isAdmin": true');
  },
};
