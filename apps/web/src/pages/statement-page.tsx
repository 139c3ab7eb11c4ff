import { StatementScreen } from '../features/receivables/components/statement-screen.tsx';

/** /statement/{clientId} (docs/requirements/002-gst.md §8): a client's statement of account. */
export function StatementPage() {
  return <StatementScreen />;
}
