import { ConfirmDialog, formatDisplayDate, useNotify } from '@portal/shared-ui';
import { failureMessageOf } from '@portal/shared-auth';
import { useDeleteHolidayMutation, type Holiday } from '../api/holidays-api';

type Props = { holiday: Holiday; onClose: () => void };

/** Confirmation before deleting a holiday; a failure is shown and the dialog stays so the admin can retry or cancel. */
export function DeleteHolidayDialog({ holiday, onClose }: Props) {
  const notify = useNotify();
  const [deleteHoliday, { isLoading }] = useDeleteHolidayMutation();

  const handleDelete = async () => {
    const result = await deleteHoliday(holiday.id);
    if (result.error) {
      notify.error('Failed to delete holiday', failureMessageOf(result.error, 'Please try again.'));
      return;
    }
    notify.success('Holiday deleted');
    onClose();
  };

  return (
    <ConfirmDialog title="Delete Holiday" busy={isLoading} onConfirm={() => void handleDelete()} onClose={onClose}>
      {`Delete ${holiday.name} on ${formatDisplayDate(holiday.date)}? The day counts as a working day again.`}
    </ConfirmDialog>
  );
}
