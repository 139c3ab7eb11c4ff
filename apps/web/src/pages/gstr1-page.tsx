import { usePageTitle } from '../components/use-page-title.ts';
import { Gstr1Screen } from '../features/gstr1/components/gstr1-screen.tsx';

/** /gstr1 (docs/requirements/004-gstr1.md §7: admin and finance). */
export function Gstr1Page() {
  usePageTitle('GSTR-1');
  return <Gstr1Screen />;
}
