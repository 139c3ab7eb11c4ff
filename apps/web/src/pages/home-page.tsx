import { lazy, Suspense } from 'react';
import { HomeScreen } from '../features/home/components/home-screen.tsx';

// A client account reports a breakdown on its home screen (issue 43 item 7). The form (its selects bring
// Mantine's Popover) is fetched only when a client's home shows it: a staff home's first screen stays
// without it, as the shell journey checks.
const ReportBreakdownSection = lazy(() =>
  import('../features/calls/components/report-breakdown.tsx').then((m) => ({
    default: m.ReportBreakdownSection,
  })),
);

/** `/`: the greeting and the screens; a client account also reports a breakdown there. */
export function HomePage() {
  return (
    <HomeScreen
      clientExtra={
        <Suspense fallback={null}>
          <ReportBreakdownSection />
        </Suspense>
      }
    />
  );
}
