import { useState } from 'react';
import type { LeaveRequest } from '@portal/shared-contracts';
import { Alert, TotalBadge } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { useGetWaitingLeaveRequestsQuery } from '../../api/leave-api';
import { DeclineDialog } from './decline-dialog';
import { useDecideLeave } from './use-decide-leave';
import { WAITING_CARD, waitingActions, waitingColumns } from './waiting-columns';

/**
 * The Waiting for me tab (issue 38): requests and cancellation requests of the caller's reports (everyone's for an
 * admin) waiting for their decision, with the balance each would leave; approve in one click, decline with a reason.
 */
export function WaitingRequests() {
  const { data, isFetching, isError, refetch } = useGetWaitingLeaveRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { decide: decideOne, approvingId } = useDecideLeave();
  // A refusal may mean someone else decided first (409) or the request changed: the list is asked again.
  const decide: typeof decideOne = async (...args) => {
    const done = await decideOne(...args);
    if (!done) void refetch();
    return done;
  };
  const [declining, setDeclining] = useState<LeaveRequest | null>(null);
  const actions = {
    approvingId,
    onApprove: (request: LeaveRequest) => void decide(request, 'APPROVE'),
    onDecline: setDeclining,
  };
  const total = data?.total ?? 0;

  return (
    <>
      <ResponsiveList<LeaveRequest>
        columns={waitingColumns(actions)}
        card={{ ...WAITING_CARD, actions: (request) => waitingActions(request, actions) }}
        rows={data?.data}
        loading={isFetching}
        loadingText="Loading leave requests..."
        emptyText={isFetching ? null : isError ? ' ' : 'No leave requests are waiting for you.'}
        clientPageSize={20}
        toolbar={<TotalBadge text={`${total} waiting`} />}
        notice={isError ? <Alert type="error" title="Failed to fetch the leave requests waiting for you. Please try again." showIcon /> : null}
      />
      {declining ? (
        <DeclineDialog request={declining} onDecline={(reason) => decide(declining, 'DECLINE', reason)} onClose={() => setDeclining(null)} />
      ) : null}
    </>
  );
}
