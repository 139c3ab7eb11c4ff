import { usePageTitle } from '../components/use-page-title.ts';
import { EmployeeList } from '../features/employees/components/employee-list.tsx';

export function EmployeePage() {
  usePageTitle('Employee');
  return <EmployeeList />;
}
