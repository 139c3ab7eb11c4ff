import { usePageTitle } from '../components/use-page-title.ts';
import { CompanyScreen } from '../features/company/components/company-screen.tsx';

/** /company-settings (issue 30 item 1: admin edits; technical director and finance read). */
export function CompanyPage() {
  usePageTitle('Company settings');
  return <CompanyScreen />;
}
