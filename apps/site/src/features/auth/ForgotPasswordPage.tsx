import { messages } from '@sparkle/machines';
import { ForgotPasswordForm } from '@sparkle/ui';
import { useMachine } from '@xstate/react';
import { machineText } from '../../i18n/machineMessages';
import { useHydrationFinished } from '../../loading/earlyEvents';
import { Main } from '../layout/Main';
import { page } from './AuthPage.css';
import { siteForgotPasswordMachine } from './accountEmailRuntime';
import { forgotPasswordTexts } from './accountTexts';

/**
 * 'Forgot password?': an address in, a reset link out (GoTrue's /recover through the outbox). What the page says
 * afterwards is the same whether or not the address has an account, as the answer it gets.
 */
export function ForgotPasswordPage() {
  useHydrationFinished();
  const [snapshot, send] = useMachine(siteForgotPasswordMachine);
  const { email, error, sentTo } = snapshot.context;
  const refusal = error === messages.form.missingFields || error === messages.form.invalidEmail;
  return (
    <Main className={page}>
      <ForgotPasswordForm
        state={snapshot.matches('sent') ? 'sent' : 'editing'}
        email={email}
        onEmailChange={(value) => send({ type: 'field.change', value })}
        onSubmit={() => send({ type: 'form.submit' })}
        onAgain={() => send({ type: 'form.again' })}
        pending={snapshot.matches('sending')}
        emailError={error && refusal ? machineText(error) : undefined}
        error={error && !refusal ? machineText(error) : undefined}
        sentText={sentTo ? machineText(messages.password.resetSent(sentTo)) : undefined}
        texts={forgotPasswordTexts()}
      />
    </Main>
  );
}
