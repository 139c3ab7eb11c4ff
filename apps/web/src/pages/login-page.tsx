import { GuestOnly } from '../app/guards/guest-only.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { LoginForm } from '../features/auth/components/login-form.tsx';

export function LoginPage() {
  usePageTitle('Login');
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}
