import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/auth/ConfirmEmailPage';

/** Where a sign-up confirmation e-mail's link leads (`?token_hash=…&type=signup`): standalone, as /auth. */
export const Route = createFileRoute('/auth_/confirm')({
  component: ConfirmEmailPage,
});
