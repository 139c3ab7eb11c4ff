import { usePageTitle } from '../components/use-page-title.ts';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return <ForgotPasswordForm />;
}
