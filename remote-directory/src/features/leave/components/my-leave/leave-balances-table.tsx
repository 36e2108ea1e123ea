import type { ColumnsType } from 'antd/es/table';
import type { LeaveBalance } from '@portal/shared-contracts';
import { Alert, type ListCard, Typography } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { useGetLeaveBalancesQuery } from '../../api/leave-api';
import { leaveTypeLabel } from '../shared/leave-labels';

/** Remaining in red below zero (only a type that allows it gets there), with a note that it may. */
const remainingOf = (balance: LeaveBalance) => (
  <Typography.Text type={balance.remaining < 0 ? 'danger' : undefined} strong>
    {balance.remaining}
    {balance.allowsNegative ? <Typography.Text type="secondary"> (may go below zero)</Typography.Text> : null}
  </Typography.Text>
);

const COLUMNS: ColumnsType<LeaveBalance> = [
  { title: 'Leave Type', dataIndex: 'leaveType', render: leaveTypeLabel },
  { title: 'Allowance', dataIndex: 'allowance' },
  { title: 'Carry-over', dataIndex: 'carryOver' },
  { title: 'Approved', dataIndex: 'approved' },
  { title: 'Pending', dataIndex: 'pending' },
  { title: 'Remaining', key: 'remaining', render: (_value, balance) => remainingOf(balance) },
];

const CARD: ListCard<LeaveBalance> = { title: ['leaveType'], fields: ['allowance', 'carryOver', 'approved', 'pending', 'remaining'], rowName: (row) => `${leaveTypeLabel(row.leaveType)} balance` };

/** The person's balance of each leave type this year: allowance + carry-over − approved − pending = remaining (days). */
export function LeaveBalancesTable({ userId, year }: { userId: number; year: number }) {
  const { data, isFetching, isError } = useGetLeaveBalancesQuery({ userId, year });
  if (isError) return <Alert type="error" title="Failed to fetch leave balances. Please try again." showIcon />;
  return (
    <ResponsiveList<LeaveBalance>
      columns={COLUMNS}
      card={CARD}
      rows={data?.data ?? []}
      rowKey={(balance) => balance.leaveType}
      loading={isFetching && !data}
      loadingText="Loading balances..."
      emptyText={<Typography.Text type="secondary">No leave types.</Typography.Text>}
      table={{ size: 'small', pagination: false }}
    />
  );
}
