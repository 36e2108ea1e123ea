import { Button, Modal, Typography, useNotify, useRestoreFocus } from '@portal/shared-ui';
import { failureMessageOf } from '@portal/shared-auth';
import { useDeleteTimesheetMutation, type Timesheet } from '../api/timesheets-api';

type Props = { timesheet: Timesheet; onClose: () => void; onDeleted: () => void };

/** Spec §2 confirmation; a failure shows 'Delete Failed' and keeps the dialog so the user can retry or cancel. */
export function DeleteTimesheetDialog({ timesheet, onClose, onDeleted }: Props) {
  const notify = useNotify();
  useRestoreFocus();
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
    <Modal
      open
      title="Delete Timesheet"
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>,
        <Button key="delete" danger type="primary" loading={isLoading} onClick={() => void handleDelete()}>
          {isLoading ? 'Deleting...' : 'Delete'}
        </Button>,
      ]}
    >
      <Typography.Paragraph>Are you sure you want to delete this timesheet? This action cannot be undone.</Typography.Paragraph>
    </Modal>
  );
}
