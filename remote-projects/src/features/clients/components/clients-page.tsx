import { PageHeading } from '@portal/shared-ui';
import { ClientsTable } from './clients-table';

/** Exposed as `remote_projects/ClientsPage`. */
export default function ClientsPage() {
  return (
    <>
      <PageHeading title="Clients" />
      <ClientsTable />
    </>
  );
}
