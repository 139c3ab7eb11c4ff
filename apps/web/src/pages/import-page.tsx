import { usePageTitle } from '../components/use-page-title.ts';
import { ImportScreen } from '../features/imports/components/import-screen.tsx';

/** /import (issue 41 item 12): bringing the books in; each kind for those who may import it. */
export function ImportPage() {
  usePageTitle('Import');
  return <ImportScreen />;
}
