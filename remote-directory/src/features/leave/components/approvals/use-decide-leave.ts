import { useState } from 'react';
import { failureMessageOf } from '@portal/shared-auth';
import type { LeaveRequest } from '@portal/shared-contracts';
import { useNotify } from '@portal/shared-ui';
import { useDecideLeaveRequestMutation } from '../../api/leave-api';
import { leaveDatesText } from '../shared/leave-labels';

type Decision = 'APPROVE' | 'DECLINE';

const whatOf = (request: LeaveRequest) => (request.status === 'CANCELLATION_PENDING' ? 'Cancellation' : 'Leave request');

/** Approves or declines a waiting request or cancellation and says how it went; resolves true on success. */
export function useDecideLeave() {
  const notify = useNotify();
  const [decideRequest] = useDecideLeaveRequestMutation();
  const [approvingId, setApprovingId] = useState<number | null>(null);

  const decide = async (request: LeaveRequest, decision: Decision, reason?: string): Promise<boolean> => {
    if (decision === 'APPROVE') setApprovingId(request.id);
    const result = await decideRequest({ id: request.id, body: reason === undefined ? { decision } : { decision, reason } });
    setApprovingId(null);
    if (result.error) {
      notify.error(decision === 'APPROVE' ? 'Approval failed' : 'Decline failed', failureMessageOf(result.error, 'Please try again.'));
      return false;
    }
    notify.success(`${whatOf(request)} ${decision === 'APPROVE' ? 'approved' : 'declined'}`, `${request.userName}, ${leaveDatesText(request)}`);
    return true;
  };

  return { decide, approvingId };
}
