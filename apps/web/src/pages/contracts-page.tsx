import { usePageTitle } from '../components/use-page-title.ts';
import { ContractListScreen } from '../features/contracts/components/contract-list-screen.tsx';

/** /contracts (issue 43 item 2): for those who may view contracts. */
export function ContractsPage() {
  usePageTitle('Contracts');
  return <ContractListScreen />;
}
