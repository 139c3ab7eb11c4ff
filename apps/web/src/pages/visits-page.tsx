import { usePageTitle } from '../components/use-page-title.ts';
import { VisitsScreen } from '../features/visits/components/visits-screen.tsx';

/** /visits (issue 43 item 3): the contracts' visit calendar, for those who may view visits. */
export function VisitsPage() {
  usePageTitle('Visits');
  return <VisitsScreen />;
}
