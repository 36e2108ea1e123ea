import { PageHeading } from '@portal/shared-ui';
import { AllocationsTable } from './allocations-table';

/** Exposed as `remote_allocations/AllocationsPage`. */
export default function AllocationsPage() {
  return (
    <>
      <PageHeading title="Allocations" />
      <AllocationsTable />
    </>
  );
}
