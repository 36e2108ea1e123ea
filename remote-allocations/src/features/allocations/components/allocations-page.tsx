import { useState } from 'react';
import { Button, PageHeading } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import type { Allocation } from '../api/allocations-api';
import { AllocationDetails } from './allocation-details';
import { AllocationFormDialog } from './allocation-form-dialog';
import { AllocationsTable } from './allocations-table';

type Dialog = { mode: 'create' } | { mode: 'edit'; allocation: Allocation } | null;

/** Exposed as `remote_allocations/AllocationsPage`. */
export default function AllocationsPage() {
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const handleEdit = (allocation: Allocation) => setDialog({ mode: 'edit', allocation });

  return (
    <>
      {viewingId !== null ? (
        <AllocationDetails id={viewingId} onBack={() => setViewingId(null)} onEdit={handleEdit} />
      ) : (
        <PageHeading
          title="Allocations"
          extra={
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ mode: 'create' })}>
              Add Allocation
            </Button>
          }
        />
      )}
      {/* Hidden rather than unmounted in detail mode, so Back to List returns to the same filters and page. */}
      <div hidden={viewingId !== null}>
        <AllocationsTable onView={(row) => setViewingId(row.id)} onEdit={handleEdit} />
      </div>
      {dialog ? (
        <AllocationFormDialog allocation={dialog.mode === 'edit' ? dialog.allocation : undefined} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
