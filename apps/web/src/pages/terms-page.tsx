import { TermsScreen } from '../features/public/components/terms-screen.tsx';

export function TermsPage() {
  return <TermsScreen />;
}
