import { ContractScreen } from '../features/contracts/components/contract-screen.tsx';

/** /contracts/{id}: one contract (the server answers 404 for an unknown one). */
export function ContractDetailPage() {
  return <ContractScreen />;
}
