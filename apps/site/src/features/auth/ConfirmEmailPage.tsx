import { ConfirmEmailCard, type ConfirmEmailState } from '@sparkle/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { machineText } from '../../i18n/machineMessages';
import { useHydrationFinished } from '../../lib/earlyEvents';
import { Main } from '../layout/Main';
import { page } from './AuthPage.css';
import { siteConfirmEmailMachine } from './accountEmailRuntime';
import { confirmEmailTexts } from './accountTexts';

function pageState(snapshot: SnapshotFrom<typeof siteConfirmEmailMachine>): ConfirmEmailState {
  if (snapshot.matches('noLink')) return 'noLink';
  if (snapshot.matches('linkExpired')) return 'linkExpired';
  if (snapshot.matches('confirmed')) return 'confirmed';
  return 'ready';
}

/** The link's one-time token from the address (none on the server; the card starts the same either way). */
function linkToken(): string | null {
  if (typeof window === 'undefined') return null;
  const query = new URLSearchParams(window.location.search);
  const token = query.get('token_hash');
  return token && ['signup', 'email'].includes(query.get('type') ?? '') && /^[0-9a-f]{16,128}$/i.test(token)
    ? token
    : null;
}

/**
 * Where a sign-up confirmation e-mail leads (when the back office asks new accounts to confirm their address): one
 * button confirms it (the link is used then, not on opening the page) and signs the new account in.
 */
export function ConfirmEmailPage() {
  useHydrationFinished();
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const [snapshot, send] = useMachine(siteConfirmEmailMachine, { input: { tokenHash: linkToken() } });
  useEffect(() => {
    auth.connect?.().catch((cause: unknown) => console.error('The session could not start', cause));
  }, [auth]);
  return (
    <Main className={page}>
      <ConfirmEmailCard
        state={pageState(snapshot)}
        onConfirm={() => send({ type: 'confirm' })}
        pending={snapshot.matches('confirming')}
        error={snapshot.context.error ? machineText(snapshot.context.error) : undefined}
        texts={confirmEmailTexts()}
      />
    </Main>
  );
}
