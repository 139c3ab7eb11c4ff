import { usePageTitle } from '../components/use-page-title.ts';
import { EstimateListScreen } from '../features/estimates/components/estimate-list-screen.tsx';

/** /work-estimate (spec 001 §2, §6: admin, work_estimate, technical_director, reseller). */
export function WorkEstimatePage() {
  usePageTitle('Work estimates');
  return <EstimateListScreen />;
}
