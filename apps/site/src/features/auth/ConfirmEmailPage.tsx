import type { EmailLinkKind } from '@sparkle/machines';
import { ConfirmEmailCard, type ConfirmEmailState } from '@sparkle/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { machineText } from '../../i18n/machineMessages';
import { useHydrationFinished } from '../../loading/earlyEvents';
import { Main } from '../layout/Main';
import { page } from './AuthPage.css';
import { siteConfirmEmailMachine } from './accountEmailRuntime';
import { confirmEmailTexts, signInLinkTexts } from './accountTexts';

function pageState(snapshot: SnapshotFrom<typeof siteConfirmEmailMachine>): ConfirmEmailState {
  if (snapshot.matches('noLink')) return 'noLink';
  if (snapshot.matches('linkExpired')) return 'linkExpired';
  if (snapshot.matches('confirmed')) return 'confirmed';
  return 'ready';
}

interface EmailLink {
  tokenHash: string | null;
  kind: EmailLinkKind;
}

/** The link's one-time token and what it does, from the address (none on the server). */
function emailLink(): EmailLink {
  if (typeof window === 'undefined') return { tokenHash: null, kind: 'signup' };
  const query = new URLSearchParams(window.location.search);
  const token = query.get('token_hash');
  const type = query.get('type') ?? '';
  const kind: EmailLinkKind = type === 'magiclink' ? 'magiclink' : 'signup';
  const known = ['signup', 'email', 'magiclink'].includes(type);
  return { tokenHash: token && known && /^[0-9a-f]{16,128}$/i.test(token) ? token : null, kind };
}

/**
 * Where a sign-up confirmation e-mail leads (when the back office asks new accounts to confirm their address), and a
 * sign-in link ('E-mail me a sign-in link' on /auth): one button confirms the address or signs in (the link is used
 * then, not on opening the page); a sign-in then goes where a sign-in with the password goes.
 */
export function ConfirmEmailPage() {
  useHydrationFinished();
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const [snapshot, send] = useMachine(siteConfirmEmailMachine, { input: emailLink() });
  // The prerendered page (and so the hydrating render) is a confirmation's; a sign-in link's words follow at once.
  const [kind, setKind] = useState<EmailLinkKind>('signup');
  useEffect(() => setKind(snapshot.context.kind), [snapshot.context.kind]);
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
        texts={kind === 'magiclink' ? signInLinkTexts() : confirmEmailTexts()}
      />
    </Main>
  );
}
