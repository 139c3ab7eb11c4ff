import { WorkReportScreen } from '../features/work/components/work-report-screen.tsx';

/** /work-report/{id}/{worktype}: the task's people, admins and technical directors (the server decides, else 404). */
export function WorkReportPage() {
  return <WorkReportScreen />;
}
