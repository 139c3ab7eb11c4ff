import { usePageTitle } from '../components/use-page-title.ts';
import { WorkScreen } from '../features/work/components/work-screen.tsx';

/** /work (spec 001 §2, spec 000 §6: admin, employee, reseller). */
export function WorkPage() {
  usePageTitle('Work');
  return <WorkScreen />;
}
