import { usePageTitle } from '../components/use-page-title.ts';
import { ProfitScreen } from '../features/profit/components/profit-screen.tsx';

/** /profit (spec 001 §2, §6: admin). */
export function ProfitPage() {
  usePageTitle('Profit');
  return <ProfitScreen />;
}
