import { ConfirmDialog, useNotify } from '@portal/shared-ui';
import { failureMessageOf } from '@portal/shared-auth';
import { useDeleteTimesheetMutation, type Timesheet } from '../api/timesheets-api';

type Props = { timesheet: Timesheet; onClose: () => void; onDeleted: () => void };

/** Spec §2 confirmation; a failure shows 'Delete Failed' and keeps the dialog so the user can retry or cancel. */
export function DeleteTimesheetDialog({ timesheet, onClose, onDeleted }: Props) {
  const notify = useNotify();
  const [deleteTimesheet, { isLoading }] = useDeleteTimesheetMutation();

  const handleDelete = async () => {
    const result = await deleteTimesheet(timesheet.id);
    if (result.error) {
      // Spec §8's text, then why.
      const why = failureMessageOf(result.error, '');
      notify.error('Delete Failed', why ? `Failed to delete timesheet. ${why}` : 'Failed to delete timesheet.');
      return;
    }
    notify.success('Success', 'Timesheet deleted successfully');
    onDeleted();
  };

  return (
    <ConfirmDialog title="Delete Timesheet" busy={isLoading} onConfirm={() => void handleDelete()} onClose={onClose}>
      Are you sure you want to delete this timesheet? This action cannot be undone.
    </ConfirmDialog>
  );
}
