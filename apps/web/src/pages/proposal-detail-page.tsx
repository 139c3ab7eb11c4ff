import { ProposalScreen } from '../features/proposals/components/proposal-screen.tsx';

/** /proposal/{id}: the printable proposal (the server answers 404 for one the user may not see). */
export function ProposalDetailPage() {
  return <ProposalScreen />;
}
