import { CallClockSection } from '../features/calls/components/call-clock.tsx';
import { TaskPartsSection } from '../features/parts/components/task-parts.tsx';
import { WorkReportScreen } from '../features/work/components/work-report-screen.tsx';

/**
 * /work-report/{id}/{worktype}: the task's people, admins and technical directors (the server decides, else
 * 404), with a maintenance task's breakdown call and its SLA clock (issue 43 item 7) and its Parts used
 * (issue 43 item 5).
 */
export function WorkReportPage() {
  return (
    <WorkReportScreen
      parts={
        <>
          <CallClockSection />
          <TaskPartsSection />
        </>
      }
    />
  );
}
