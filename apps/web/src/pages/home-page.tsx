import { ReportBreakdownSection } from '../features/calls/components/report-breakdown.tsx';
import { HomeScreen } from '../features/home/components/home-screen.tsx';

/** `/`: the greeting and the screens; a client account also reports a breakdown there (issue 43 item 7). */
export function HomePage() {
  return <HomeScreen clientExtra={<ReportBreakdownSection />} />;
}
