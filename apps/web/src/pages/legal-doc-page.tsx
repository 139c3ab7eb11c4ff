import { LegalDocScreen } from '../features/public/components/legal-doc-screen.tsx';

export function LegalDocPage() {
  return <LegalDocScreen />;
}
