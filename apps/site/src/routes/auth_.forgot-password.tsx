import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';

/** 'Forgot password?' from /auth: standalone, without the site layout, as /auth. */
export const Route = createFileRoute('/auth_/forgot-password')({
  component: ForgotPasswordPage,
});
