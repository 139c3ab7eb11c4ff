import { usePageTitle } from '../components/use-page-title.ts';
import { SignUpForm } from '../features/auth/components/sign-up-form.tsx';

export function SignUpPage() {
  usePageTitle('Sign up');
  return <SignUpForm />;
}
