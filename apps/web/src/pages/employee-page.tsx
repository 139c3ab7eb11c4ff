import { RequireScreen } from '../app/guards/require-screen.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { EmployeeList } from '../features/employees/components/employee-list.tsx';

export function EmployeePage() {
  usePageTitle('Employee');
  return (
    <RequireScreen screen="employee">
      <EmployeeList />
    </RequireScreen>
  );
}
