import type { LeaveRequest } from '@portal/shared-contracts';
import { Typography } from '@portal/shared-ui';
import { useGetLeaveBalancesQuery } from '../../api/leave-api';
import { daysText } from '../shared/leave-labels';

/**
 * The person's balance of the request's type in its year once decided: a pending request already counts against it,
 * an approved cancellation gives its days back. The approver sees what is left before deciding.
 */
export function BalanceAfter({ request }: { request: LeaveRequest }) {
  const year = Number(request.startDate.slice(0, 4));
  const { data, isLoading, isError } = useGetLeaveBalancesQuery({ userId: request.userId, year });
  if (isLoading) return <Typography.Text type="secondary">Loading...</Typography.Text>;
  const balance = data?.data.find((candidate) => candidate.leaveType === request.leaveType);
  if (isError || !balance) return <Typography.Text type="secondary">Not available</Typography.Text>;
  const cancellation = request.status === 'CANCELLATION_PENDING';
  const after = cancellation ? balance.remaining + request.days : balance.remaining;
  const total = balance.allowance + balance.carryOver;
  return (
    <Typography.Text type={after < 0 ? 'danger' : undefined}>
      {`${daysText(after)} of ${total} left ${cancellation ? 'if cancelled' : 'if approved'}`}
    </Typography.Text>
  );
}
