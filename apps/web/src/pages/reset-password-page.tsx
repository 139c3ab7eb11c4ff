import { useSearchParams } from 'react-router';
import { usePageTitle } from '../components/use-page-title.ts';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';

/** `/reset-password?token=…`, the page of the reset mail. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token') ?? ''} />;
}
