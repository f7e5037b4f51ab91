import { messages } from '@sparkle/machines';
import { AuthForm, type AuthFormField, type AuthFormValues, type AuthMode, emptyAuthFormValues } from '@sparkle/ui';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type AuthConnection, type AuthStatus, useAuth } from '../../lib/auth';
import { useHydrationFinished } from '../../loading/earlyEvents';
import { Main } from '../layout/Main';
import { notify } from '../toast/notify';
import { page } from './AuthPage.css';
import type { SignInLinkState } from './accountEmailRuntime';
import { authFormExtraTexts } from './accountTexts';
import { goTo, landingPath, returnToOf } from './returnTo';

type AuthActor = AuthConnection['actor'];
type AuthState = ReturnType<AuthActor['getSnapshot']>;

const fields: readonly AuthFormField[] = ['email', 'password', 'fullName'];

/** Reads the statechart once it runs; `fallback` before (and on the server). `select` must return stable values. */
function useAuthState<T>(actor: AuthActor | null, select: (state: AuthState) => T, fallback: T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => (actor ? select(actor.getSnapshot()) : fallback),
    () => fallback,
  );
}

const selectForm = (state: AuthState): AuthFormValues => state.context.form;
const selectError = (state: AuthState) => state.context.error;
// Signing in or up is also possible while signed in: right after a sign-up here, with no e-mail confirmation.
const selectPending = (state: AuthState) =>
  state.matches({ signedOut: 'signingIn' }) ||
  state.matches({ signedOut: 'signingUp' }) ||
  state.matches({ signedIn: 'signingIn' }) ||
  state.matches({ signedIn: 'signingUp' });

/**
 * Decided once, on arrival: a signed-in visitor has nothing to do here and is sent on. Becoming signed in by signing
 * up on this page does not count.
 */
function useSendOnIfSignedIn(returnTo: string | null) {
  const session = useAuth();
  const navigate = useNavigate();
  const arrival = useRef<AuthStatus | null>(null);
  useEffect(() => {
    if (arrival.current !== null || session.status === 'loading') return;
    arrival.current = session.status;
    if (session.status === 'signedIn') {
      goTo(landingPath(returnTo, session.isAdmin), (href) => void navigate({ href, replace: true }));
    }
  }, [session.status, session.isAdmin, returnTo, navigate]);
}

/** Sends the link that confirms the address again (its code loads on the first press), told in a toast. */
function useResendConfirmation(email: string) {
  const [resending, setResending] = useState(false);
  const resend = () => {
    setResending(true);
    import('./accountEmailRuntime')
      .then(({ resendConfirmation }) => resendConfirmation(email.trim()))
      .then(
        () => notify({ title: authFormExtraTexts().resent, variant: 'default' }),
        (cause: unknown) => {
          console.error('The confirmation could not be sent again', cause);
          notify({ title: messages.errorTitle, description: messages.confirmEmail.failed, variant: 'destructive' });
        },
      )
      .finally(() => setResending(false));
  };
  return { resending, resend };
}

/**
 * The sign-in page (docs/product.md, Accounts): sign in or sign up. The form is prerendered and usable at once; the
 * auth statechart loads right after hydration (without supabase-js, which comes with the first submit) and from then on
 * holds what was typed, so a failed attempt keeps every value. Someone who arrives signed in is sent on; someone who
 * signs up here stays (the spec's "the user stays on the page"), and a sign-in goes on through the statechart once the
 * role is known. 'On' is the page that sent them here (`?redirect=/ar/account`), else the back office for an admin and
 * their account for anyone else. Sign In also offers a link by e-mail instead of the password ('E-mail me a sign-in
 * link', which leads to /auth/confirm): what the page says afterwards is the same whether or not the address has an
 * account.
 */
export function AuthPage() {
  // The auth page has no site layout: it says itself when the page has hydrated (src/loading/earlyEvents.ts).
  useHydrationFinished();
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const returnTo = returnToOf(useLocation({ select: (location) => location.searchStr }));
  const [mode, setMode] = useState<AuthMode>('signIn');
  // What was typed before the statechart was there to hold it (the first moments after the page loads).
  const [draft, setDraft] = useState<AuthFormValues>(emptyAuthFormValues);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [connection, setConnection] = useState<AuthConnection | null>(null);
  // The statechart from the moment it took the draft over, before React renders with it: a key typed in between
  // goes to it, not to a draft nobody reads any more.
  const liveActor = useRef<AuthActor | null>(null);

  const adopt = useCallback((next: AuthConnection) => {
    for (const field of fields) {
      const value = draftRef.current[field];
      if (value !== '' && next.actor.getSnapshot().context.form[field] !== value) {
        next.actor.send({ type: 'field.change', field, value });
      }
    }
  }, []);

  useEffect(() => {
    let live = true;
    auth.connect?.().then(
      (next) => {
        if (!live) return;
        adopt(next);
        liveActor.current = next.actor;
        setConnection(next);
      },
      (error: unknown) => console.error('The sign-in form could not start', error),
    );
    return () => {
      live = false;
    };
  }, [auth, adopt]);

  useSendOnIfSignedIn(returnTo);

  const actor = connection?.actor ?? null;
  const form = useAuthState(actor, selectForm, null);
  const pending = useAuthState(actor, selectPending, false);
  const error = useAuthState(actor, selectError, null);
  const values = form ?? draft;
  const extra = authFormExtraTexts();
  // An account whose address is not confirmed yet (confirmation on): say so by the button, with the link again.
  const notConfirmed = mode === 'signIn' && error === messages.confirmEmail.notConfirmed;
  const { resending, resend } = useResendConfirmation(values.email);

  // 'E-mail me a sign-in link': its statechart and supabase-js load on the first press.
  const [link, setLink] = useState<SignInLinkState | null>(null);
  const sendLink = () => {
    setLink({ pending: true, sentTo: null, error: null });
    import('./accountEmailRuntime')
      .then(({ requestSignInLink }) => requestSignInLink(values.email, setLink))
      .catch((cause: unknown) => {
        console.error('The sign-in link could not be sent', cause);
        setLink({ pending: false, sentTo: null, error: messages.password.resetFailed });
      });
  };
  const linkRefusal =
    link?.error === messages.form.missingFields || link?.error === messages.form.invalidEmail ? link.error : null;
  const linkFailure = link?.error && !linkRefusal ? link.error : null;

  const onChange = (field: AuthFormField, value: string) => {
    if (field === 'email' && link && !link.pending) setLink(null);
    // Kept at once, not at the next render: the statechart may take the draft over before that. And kept even once
    // the statechart holds the form: until React has rendered with it, the field's value is still the draft's, and
    // React puts a controlled field back to its value after every key: a stale draft there wiped the keys typed in
    // that moment (a busy phone's page still finishing its first render).
    draftRef.current = { ...draftRef.current, [field]: value };
    setDraft(draftRef.current);
    liveActor.current?.send({ type: 'field.change', field, value });
  };

  const onSubmit = () => {
    const event =
      mode === 'signIn'
        ? ({ type: 'auth.signIn', returnTo: returnTo ?? undefined } as const)
        : ({ type: 'auth.signUp' } as const);
    if (liveActor.current) {
      liveActor.current.send(event);
      return;
    }
    auth.connect?.().then(
      (next) => {
        adopt(next);
        liveActor.current = next.actor;
        next.actor.send(event);
      },
      (error: unknown) => console.error('The sign-in form could not start', error),
    );
  };

  return (
    <Main className={page}>
      <AuthForm
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          if (!link?.pending) setLink(null);
        }}
        values={values}
        onChange={onChange}
        onSubmit={onSubmit}
        pending={pending}
        forgotPasswordHref="/auth/forgot-password"
        alert={
          notConfirmed
            ? {
                text: messages.confirmEmail.notConfirmed,
                action: { label: extra.resend, onClick: resend, pending: resending },
              }
            : linkFailure
              ? { text: linkFailure }
              : undefined
        }
        errors={linkRefusal ? { email: linkRefusal } : undefined}
        emailLink={{
          label: extra.emailLink,
          onClick: sendLink,
          pending: link?.pending ?? false,
          pendingLabel: extra.emailLinkPending,
        }}
        notice={link?.sentTo ? messages.signInLink.sent(link.sentTo) : undefined}
        texts={{ title: mode === 'signIn' ? 'Sign In' : 'Sign Up', forgotPassword: extra.forgotPassword }}
      />
    </Main>
  );
}
