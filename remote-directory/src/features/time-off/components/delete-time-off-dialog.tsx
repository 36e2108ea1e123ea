import { ConfirmDialog, useNotify } from '@portal/shared-ui';
import { failureMessageOf } from '@portal/shared-auth';
import type { TimeOff } from '@portal/shared-contracts';
import { useDeleteTimeOffMutation } from '../api/time-off-api';

type Props = { timeOff: TimeOff; onClose: () => void };

/** Asks before removing a person's time off; a failure is shown and the dialog stays for a retry or Cancel. */
export function DeleteTimeOffDialog({ timeOff, onClose }: Props) {
  const notify = useNotify();
  const [deleteTimeOff, { isLoading }] = useDeleteTimeOffMutation();

  const handleDelete = async () => {
    const result = await deleteTimeOff(timeOff.id);
    if (result.error) {
      notify.error('Failed to delete time off', failureMessageOf(result.error, 'Please try again.'));
      return;
    }
    notify.success('Time off deleted');
    onClose();
  };

  return (
    <ConfirmDialog title="Delete Time Off" busy={isLoading} onConfirm={() => void handleDelete()} onClose={onClose}>
      Delete this time off? The days count as working days again.
    </ConfirmDialog>
  );
}
