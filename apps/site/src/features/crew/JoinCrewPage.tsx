import type { AuthSession } from '@sparkle/machines';
import {
  Container,
  CrewInvitationCard,
  type CrewInvitationMode,
  type CrewInvitationState,
  type CrewInvitationValues,
} from '@sparkle/ui';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { signOut } from '../auth/authActions';
import { longDate } from '../booking/bookingText';
import * as styles from './CrewPage.css';
import {
  acceptInvitation,
  adoptSession,
  CrewApiError,
  type CrewInvitation,
  failureDetail,
  loadInvitation,
  signInCleaner,
  signUpCleaner,
} from './crewApi';
import { invitationTexts, joinErrorText } from './crewTexts';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'notFound' }
  | { status: 'ready'; invitation: CrewInvitation };

/** The invitation's last day in Dubai, as the page writes dates. */
function expiryDate(at: string): string {
  const day = new Date(new Date(at).getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
  return longDate(day);
}

/**
 * Where a cleaner's invitation leads, `/crew/join/<token>`: who invites them to which team, then their account —
 * created here with the invited address, or signed in to if it exists — and the invitation accepted with it, which
 * makes them a cleaner of the team (`accept_cleaner_invitation`); then their day, /crew. The database decides
 * (the token, its 7 days, the address); an invitation that cannot be accepted says why.
 */
export function JoinCrewPage({ token }: { token: string }) {
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const session = useAuth();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [mode, setMode] = useState<CrewInvitationMode>('signUp');
  const [values, setValues] = useState<CrewInvitationValues>({ fullName: '', password: '' });
  const [pending, setPending] = useState(false);
  // True while an account is being made or signed in to by the form: it stays until the invitation is accepted.
  const [fromForm, setFromForm] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    loadInvitation(token).then(
      (invitation) => setLoaded({ status: 'ready', invitation }),
      (cause: unknown) => {
        const notFound = cause instanceof CrewApiError && (cause.status === 404 || cause.code === 'PT404');
        if (!notFound) console.error('The invitation could not be loaded', cause);
        setLoaded({ status: notFound ? 'notFound' : 'failed' });
      },
    );
  }, [token]);

  useEffect(() => {
    load();
    // The session's statechart follows the sign-in made here, so the header and /crew know who is signed in.
    auth.connect?.().catch((cause: unknown) => console.error('The session could not start', cause));
  }, [load, auth]);

  const invitation = loaded.status === 'ready' ? loaded.invitation : undefined;

  const join = async (signIn?: () => Promise<AuthSession>) => {
    if (!invitation || pending) return;
    setPending(true);
    setFromForm(signIn !== undefined);
    setError(undefined);
    try {
      if (signIn) await adoptSession(auth, await signIn());
      await acceptInvitation(token);
      await navigate({ to: '/crew' });
    } catch (cause) {
      const detail = failureDetail(cause);
      if (detail === 'used' || detail === 'expired') {
        setLoaded({
          status: 'ready',
          invitation: { ...invitation, state: detail === 'used' ? 'accepted' : 'expired' },
        });
      } else {
        if (detail === 'user_already_exists' || detail === 'email_exists') setMode('signIn');
        if (!detail) console.error('Joining the crew failed', cause);
        setError(joinErrorText(detail));
      }
    } finally {
      setPending(false);
      setFromForm(false);
    }
  };

  let state: CrewInvitationState;
  if (loaded.status !== 'ready') state = loaded.status;
  else if (loaded.invitation.state === 'expired') state = 'expired';
  else if (loaded.invitation.state === 'accepted') state = 'used';
  else if (session.status === 'signedIn' && !fromForm) {
    state = session.user?.email?.toLowerCase() === loaded.invitation.email ? 'accept' : 'otherAccount';
  } else state = 'open';

  return (
    <Container className={styles.joinBody}>
      <CrewInvitationCard
        state={state}
        email={invitation?.email}
        team={invitation?.team}
        expires={invitation ? expiryDate(invitation.expiresAt) : undefined}
        signedInAs={session.user?.email}
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          setError(undefined);
        }}
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        onSubmit={() => {
          if (!invitation) return;
          void join(() =>
            mode === 'signUp'
              ? signUpCleaner(invitation.email, values.password, values.fullName)
              : signInCleaner(invitation.email, values.password),
          );
        }}
        onAccept={() => void join()}
        onSignOut={signOut}
        onRetry={load}
        pending={pending}
        error={error}
        texts={invitationTexts()}
      />
    </Container>
  );
}
