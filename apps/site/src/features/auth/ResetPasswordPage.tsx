import { NewPasswordForm, type NewPasswordState } from '@sparkle/ui';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { machineText } from '../../i18n/machineMessages';
import { useHydrationFinished } from '../../loading/earlyEvents';
import { Main } from '../layout/Main';
import { page } from './AuthPage.css';
import { createSiteResetPasswordMachine } from './accountEmailRuntime';
import { newPasswordTexts } from './accountTexts';

type Snapshot = SnapshotFrom<ReturnType<typeof createSiteResetPasswordMachine>>;

function pageState(snapshot: Snapshot): NewPasswordState {
  if (snapshot.matches('noLink')) return 'noLink';
  if (snapshot.matches('linkExpired')) return 'linkExpired';
  if (snapshot.matches('done')) return 'done';
  return 'editing';
}

/**
 * The link's one-time token, from the address the e-mail opened (`?token_hash=…&type=recovery`); none on the server.
 * The machine starts as the form either way, so reading it while rendering changes nothing of the served page.
 */
function linkToken(): string | null {
  if (typeof window === 'undefined') return null;
  const query = new URLSearchParams(window.location.search);
  const token = query.get('token_hash');
  return token && query.get('type') === 'recovery' && /^[0-9a-f]{16,128}$/i.test(token) ? token : null;
}

/**
 * Where a password-reset e-mail leads: the new password, twice. The link is used only when the password is sent
 * (never on opening the page), then the new password is set; a used or expired link gets a page that offers a new
 * one.
 */
export function ResetPasswordPage() {
  useHydrationFinished();
  const navigate = useNavigate();
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const [machine] = useState(() => createSiteResetPasswordMachine((to) => void navigate({ to })));
  const [snapshot, send] = useMachine(machine, { input: { tokenHash: linkToken() } });
  const { values, error } = snapshot.context;
  // The session statechart runs, so that the session the link opens is the site's at once (header, guards).
  useEffect(() => {
    auth.connect?.().catch((cause: unknown) => console.error('The session could not start', cause));
  }, [auth]);
  const fieldError = (field: 'password' | 'confirm') =>
    error?.field === field ? machineText(error.message) : undefined;
  return (
    <Main className={page}>
      <NewPasswordForm
        state={pageState(snapshot)}
        values={values}
        onChange={(field, value) => send({ type: 'field.change', field, value })}
        onSubmit={() => send({ type: 'form.submit' })}
        pending={snapshot.matches('verifying') || snapshot.matches('saving')}
        errors={{ password: fieldError('password'), confirm: fieldError('confirm') }}
        error={error && error.field === null ? machineText(error.message) : undefined}
        texts={newPasswordTexts()}
      />
    </Main>
  );
}
