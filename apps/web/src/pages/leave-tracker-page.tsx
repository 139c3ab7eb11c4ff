import { usePageTitle } from '../components/use-page-title.ts';
import { LeaveTracker } from '../features/leave/components/leave-tracker.tsx';

export function LeaveTrackerPage() {
  usePageTitle('Leave tracker');
  return <LeaveTracker />;
}
