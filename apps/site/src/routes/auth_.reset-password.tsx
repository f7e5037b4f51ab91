import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';

/** Where a password-reset e-mail's link leads (`?token_hash=…&type=recovery`): standalone, as /auth. */
export const Route = createFileRoute('/auth_/reset-password')({
  component: ResetPasswordPage,
});
