import { useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { LeaveRequest } from '@portal/shared-contracts';
import { Alert, type ListCard, type RowAction, RowActionButtons, toApiDate, Typography } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { useGetMyLeaveRequestsQuery } from '../../api/leave-api';
import { daysText, leaveDatesText, leaveTypeLabel } from '../shared/leave-labels';
import { LeaveStatusTag } from '../shared/leave-status-tag';
import { OwnRequestDialog, type OwnRequestMove } from './own-request-dialog';

const PAGE_SIZE = 10;

const requestName = (request: LeaveRequest) => `${leaveTypeLabel(request.leaveType)} ${leaveDatesText(request)}`;

/** Withdraw while pending; ask to cancel an approved request that has not started yet. */
function actionsOf(request: LeaveRequest, today: string, onMove: (move: OwnRequestMove, request: LeaveRequest) => void): RowAction[] {
  if (request.status === 'PENDING') {
    return [{ key: 'withdraw', label: 'Withdraw', name: `Withdraw ${requestName(request)}`, icon: <RollbackOutlined aria-hidden />, danger: true, onClick: () => onMove('withdraw', request) }];
  }
  if (request.status === 'APPROVED' && request.startDate > today) {
    return [{ key: 'cancel', label: 'Ask to cancel', name: `Ask to cancel ${requestName(request)}`, icon: <StopOutlined aria-hidden />, onClick: () => onMove('cancel', request) }];
  }
  return [];
}

const CARD: Omit<ListCard<LeaveRequest>, 'actions'> = { title: ['leaveType'], tag: 'status', fields: ['dates', 'days', 'decisionReason', 'note'], rowName: requestName };

/** The person's own requests, latest first: type, dates with half days, working days, status, the decision's reason. */
export function MyRequestsList() {
  const { data, isFetching, isError } = useGetMyLeaveRequestsQuery();
  const [moving, setMoving] = useState<{ move: OwnRequestMove; request: LeaveRequest } | null>(null);
  const today = toApiDate(new Date());
  const handleMove = (move: OwnRequestMove, request: LeaveRequest) => setMoving({ move, request });
  const columns: ColumnsType<LeaveRequest> = [
    { title: 'Leave Type', dataIndex: 'leaveType', render: leaveTypeLabel },
    { title: 'Dates', key: 'dates', render: (_value, request) => leaveDatesText(request) },
    { title: 'Working days', dataIndex: 'days', render: daysText },
    { title: 'Status', key: 'status', render: (_value, request) => <LeaveStatusTag status={request.status} /> },
    { title: 'Decision reason', dataIndex: 'decisionReason', render: (reason: string | null) => reason ?? '—' },
    { title: 'Note', dataIndex: 'note', render: (note: string | null) => note ?? '—' },
    { title: 'Action', key: 'action', render: (_value, request) => <RowActionButtons actions={actionsOf(request, today, handleMove)} /> },
  ];

  if (isError) return <Alert type="error" title="Failed to fetch your leave requests. Please try again." showIcon />;
  return (
    <>
      <ResponsiveList<LeaveRequest>
        columns={columns}
        card={{ ...CARD, actions: (request) => actionsOf(request, today, handleMove) }}
        rows={data?.data ?? []}
        loading={isFetching && !data}
        loadingText="Loading leave requests..."
        emptyText={<Typography.Text type="secondary">You have not requested any leave yet.</Typography.Text>}
        clientPageSize={PAGE_SIZE}
        table={{ size: 'small' }}
      />
      {moving && <OwnRequestDialog move={moving.move} request={moving.request} onClose={() => setMoving(null)} />}
    </>
  );
}
