import type { ColumnsType } from 'antd/es/table';
import type { LeaveRequest } from '@portal/shared-contracts';
import { type ListCard, type RowAction, RowActionButtons, Tag } from '@portal/shared-ui';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { daysText, leaveDatesText, leaveTypeLabel } from '../shared/leave-labels';
import { BalanceAfter } from './balance-after';

type Actions = {
  approvingId: number | null;
  onApprove: (request: LeaveRequest) => void;
  onDecline: (request: LeaveRequest) => void;
};

const isCancellation = (request: LeaveRequest) => request.status === 'CANCELLATION_PENDING';

/** Names a request in the buttons and the phone's menu: 'Grace Hopper, Vacation 12-21-2026 – 12-24-2026'. */
export const requestName = (request: LeaveRequest) => `${request.userName}, ${leaveTypeLabel(request.leaveType)} ${leaveDatesText(request)}`;

export function waitingActions(request: LeaveRequest, { approvingId, onApprove, onDecline }: Actions): RowAction[] {
  const approving = approvingId === request.id;
  return [
    { key: 'approve', label: 'Approve', name: `Approve ${requestName(request)}`, icon: <CheckOutlined aria-hidden style={{ color: '#389e0d' }} />, loading: approving, disabled: approvingId !== null && !approving, onClick: () => onApprove(request) },
    { key: 'decline', label: 'Decline', name: `Decline ${requestName(request)}`, icon: <CloseOutlined aria-hidden style={{ color: '#cf1322' }} />, disabled: approving, onClick: () => onDecline(request) },
  ];
}

export const WAITING_CARD: Omit<ListCard<LeaveRequest>, 'actions'> = {
  title: ['userName'],
  tag: 'kind',
  fields: ['leaveType', 'dates', 'days', 'balance', 'note'],
  rowName: requestName,
};

/** A waiting request: who, a request or a cancellation, type, dates with half days, working days, the balance once decided, the note. */
export function waitingColumns(actions: Actions): ColumnsType<LeaveRequest> {
  return [
    { title: 'Person', dataIndex: 'userName' },
    {
      title: 'Kind',
      key: 'kind',
      render: (_value, request) => (isCancellation(request) ? <Tag color="orange">Cancellation</Tag> : <Tag color="blue">Request</Tag>),
    },
    { title: 'Type', dataIndex: 'leaveType', render: leaveTypeLabel },
    { title: 'Dates', key: 'dates', render: (_value, request) => leaveDatesText(request) },
    { title: 'Working days', dataIndex: 'days', render: daysText },
    { title: 'Balance', key: 'balance', render: (_value, request) => <BalanceAfter request={request} /> },
    { title: 'Note', dataIndex: 'note', render: (note: string | null) => note ?? '—' },
    { title: 'Action', key: 'action', render: (_value, request) => <RowActionButtons actions={waitingActions(request, actions)} size={0} /> },
  ];
}
