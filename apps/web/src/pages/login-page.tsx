import { usePageTitle } from '../components/use-page-title.ts';
import { LoginForm } from '../features/auth/components/login-form.tsx';

export function LoginPage() {
  usePageTitle('Login');
  return <LoginForm />;
}
