import { PrivacyPolicyScreen } from '../features/public/components/privacy-policy-screen.tsx';

export function PrivacyPolicyPage() {
  return <PrivacyPolicyScreen />;
}
