import type { LeaveRequest } from '@portal/shared-contracts';
import { ConfirmDialog, useNotify } from '@portal/shared-ui';
import { failureMessageOf } from '@portal/shared-auth';
import { useRequestLeaveCancellationMutation, useWithdrawLeaveRequestMutation } from '../../api/leave-api';
import { leaveDatesText, leaveTypeLabel } from '../shared/leave-labels';

/** What the person may do to their own request: withdraw it while pending, ask to cancel it once approved. */
export type OwnRequestMove = 'withdraw' | 'cancel';

const TEXTS: Record<OwnRequestMove, { title: string; question: string; confirm: string; busy: string; done: string; failed: string }> = {
  withdraw: {
    title: 'Withdraw Leave Request',
    question: 'Withdraw this request? It will no longer wait for a decision and its days go back to your balance.',
    confirm: 'Withdraw',
    busy: 'Withdrawing...',
    done: 'Leave request withdrawn',
    failed: 'Failed to withdraw the leave request',
  },
  cancel: {
    title: 'Ask to Cancel Leave',
    question: 'Ask your line manager to cancel this approved leave? It stays booked until they agree.',
    confirm: 'Ask to cancel',
    busy: 'Asking...',
    done: 'Cancellation requested',
    failed: 'Failed to ask for the cancellation',
  },
};

type Props = { move: OwnRequestMove; request: LeaveRequest; onClose: () => void };

/** Asks before withdrawing or asking to cancel one's own request; a refusal is shown and the dialog stays. */
export function OwnRequestDialog({ move, request, onClose }: Props) {
  const notify = useNotify();
  const [withdraw, withdrawing] = useWithdrawLeaveRequestMutation();
  const [askToCancel, asking] = useRequestLeaveCancellationMutation();
  const texts = TEXTS[move];

  const handleConfirm = async () => {
    const result = await (move === 'withdraw' ? withdraw(request.id) : askToCancel(request.id));
    if (result.error) {
      notify.error(texts.failed, failureMessageOf(result.error, 'Please try again.'));
      return;
    }
    notify.success(texts.done);
    onClose();
  };

  return (
    <ConfirmDialog
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      busy={withdrawing.isLoading || asking.isLoading}
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    >
      <p>{`${leaveTypeLabel(request.leaveType)}, ${leaveDatesText(request)}.`}</p>
      {texts.question}
    </ConfirmDialog>
  );
}
