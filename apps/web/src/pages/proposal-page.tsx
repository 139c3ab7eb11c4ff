import { usePageTitle } from '../components/use-page-title.ts';
import { ProposalListScreen } from '../features/proposals/components/proposal-list-screen.tsx';

/** /proposal (spec 001 §2, §6; docs/api.md: admin, marketing_manager, technical_director, reseller, work_estimate). */
export function ProposalPage() {
  usePageTitle('Proposals');
  return <ProposalListScreen />;
}
