import { PageHeading } from '@portal/shared-ui';
import { EmployeesTable } from './employees-table';

/** Exposed as `remote_directory/EmployeesPage`. */
export default function EmployeesPage() {
  return (
    <>
      <PageHeading title="Employees" />
      <EmployeesTable />
    </>
  );
}
