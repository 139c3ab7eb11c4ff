import { usePageTitle } from '../components/use-page-title.ts';
import { RegistersScreen } from '../features/registers/components/registers-screen.tsx';

/** /registers (docs/requirements/002-gst.md §10: admin, technical_director, finance). */
export function RegistersPage() {
  usePageTitle('Registers');
  return <RegistersScreen />;
}
