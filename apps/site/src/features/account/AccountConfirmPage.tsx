import { AccountConfirmCard, type AccountConfirmState } from '@sparkle/ui';
import { useState } from 'react';
import * as styles from './AccountPage.css';
import { AccountError, confirmAccountEmail } from './accountApi';
import { accountConfirmTexts, actionFailedText, attachedText } from './accountTexts';

/** The link's one-time token from the address (`?token=…`), if it looks like one of ours. */
function linkToken(): string | null {
  const token = new URLSearchParams(window.location.search).get('token');
  return token && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}

/**
 * Where an account's confirmation e-mail leads, /account/confirm?token=…: one button proves the address (the link is
 * used then, not when the page opens), and the database attaches the bookings made with it before the account to the
 * account; the page says how many. Anyone holding the link may use it (it came to that address); every outcome leads
 * to /account, which asks a signed-out visitor to sign in first and brings them back. An expired or used link says
 * so, and where to get a new one. Rendered in the browser only (the route shows 'Loading...' before): the token is
 * in the query, which the prerendered page cannot know.
 */
export function AccountConfirmPage() {
  const [token] = useState(linkToken);
  const [state, setState] = useState<AccountConfirmState>(token ? 'ready' : 'noLink');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [attached, setAttached] = useState(0);

  const confirm = () => {
    if (!token || pending) return;
    setPending(true);
    setError(undefined);
    confirmAccountEmail(token)
      .then(
        (result) => {
          setAttached(result.attached);
          setState('confirmed');
        },
        (cause: unknown) => {
          if (cause instanceof AccountError && (cause.reason === 'expired' || cause.reason === 'notFound')) {
            setState(cause.reason === 'expired' ? 'expired' : 'invalid');
            return;
          }
          console.error('The e-mail address could not be confirmed', cause);
          setError(actionFailedText());
        },
      )
      .finally(() => setPending(false));
  };

  return (
    <div className={styles.confirm}>
      <AccountConfirmCard
        state={state}
        onConfirm={confirm}
        pending={pending}
        error={error}
        confirmedText={attachedText(attached)}
        texts={accountConfirmTexts()}
      />
    </div>
  );
}
