import { ConfirmDialog, useNotify } from '@portal/shared-ui';
import { failureMessageOf } from '@portal/shared-auth';
import { useDeleteAllocationMutation, type Allocation } from '../api/allocations-api';

type Props = { allocation: Allocation; onClose: () => void; onDeleted: () => void };

/** Confirmation before deleting; a failure is shown and the dialog stays so the user can retry or cancel. */
export function DeleteAllocationDialog({ allocation, onClose, onDeleted }: Props) {
  const notify = useNotify();
  const [deleteAllocation, { isLoading }] = useDeleteAllocationMutation();

  const handleDelete = async () => {
    const result = await deleteAllocation(allocation.id);
    if (result.error) {
      notify.error('Failed to delete allocation', failureMessageOf(result.error, 'Please try again.'));
      return;
    }
    notify.success('Allocation deleted successfully');
    onDeleted();
  };

  return (
    <ConfirmDialog title="Delete Allocation" busy={isLoading} onConfirm={() => void handleDelete()} onClose={onClose}>
      {`Are you sure you want to delete the allocation of ${allocation.userName} to ${allocation.projectName}? This action cannot be undone.`}
    </ConfirmDialog>
  );
}
