import { failureMessageOf } from '@portal/shared-auth';
import { ConfirmDialog, useNotify } from '@portal/shared-ui';
import { useSetLeaveAllowanceMutation } from '../../api/leave-api';
import { leaveTypeLabel } from '../shared/leave-labels';
import type { PersonAllowance } from './allowance-columns';

type Props = { allowance: PersonAllowance; onClose: () => void };

/** Removes a person's own allowance of a type (days null): the default applies to them again. */
export function RemoveAllowanceDialog({ allowance, onClose }: Props) {
  const notify = useNotify();
  const [setAllowance, { isLoading }] = useSetLeaveAllowanceMutation();
  const type = leaveTypeLabel(allowance.leaveType);

  const handleRemove = async () => {
    const result = await setAllowance({ userId: allowance.userId, leaveType: allowance.leaveType, days: null });
    if (result.error) {
      notify.error('Failed to remove the allowance', failureMessageOf(result.error, 'Please try again.'));
      return;
    }
    notify.success('Allowance removed', `${allowance.personName} has the default ${type} allowance again.`);
    onClose();
  };

  return (
    <ConfirmDialog title="Remove Allowance" confirmLabel="Remove" busyLabel="Removing..." busy={isLoading} onConfirm={() => void handleRemove()} onClose={onClose}>
      {`Remove ${allowance.personName}'s own ${type} allowance of ${allowance.days} days? The default allowance applies to them again.`}
    </ConfirmDialog>
  );
}
