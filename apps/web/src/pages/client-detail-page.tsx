import { ClientDetailScreen } from '../features/clients/components/client-detail-screen.tsx';
import { ClientTasks } from '../features/work/components/client-tasks.tsx';

/** /client/{id}; its work tab lists the client's estimates and tasks (spec 001 §2). */
export function ClientDetailPage() {
  return <ClientDetailScreen workTasks={(clientId) => <ClientTasks clientId={clientId} />} />;
}
