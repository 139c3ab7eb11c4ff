import { usePageTitle } from '../components/use-page-title.ts';
import { ReceivablesScreen } from '../features/receivables/components/receivables-screen.tsx';

/** /receivables (docs/requirements/002-gst.md §8: admin, technical_director, finance). */
export function ReceivablesPage() {
  usePageTitle('Receivables');
  return <ReceivablesScreen />;
}
