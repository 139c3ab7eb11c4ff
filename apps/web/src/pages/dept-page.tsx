import { usePageTitle } from '../components/use-page-title.ts';
import { DeptPageView } from '../features/departments/components/dept-page-view.tsx';

export function DeptPage() {
  usePageTitle('Department');
  return <DeptPageView />;
}
