import { JobCardScreen } from '../features/estimates/components/job-card-screen.tsx';

/** /work-estimate/{id}: the job card (any staff who may see the estimate; the server decides, else 404). */
export function WorkEstimateDetailPage() {
  return <JobCardScreen />;
}
