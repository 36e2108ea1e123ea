import type { LeaveStatus } from '@portal/shared-contracts';
import { Tag } from '@portal/shared-ui';

/** Each status in words and colour: waiting ones gold or orange, approved green, declined red, ended grey. */
const STATUS: Record<LeaveStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'gold' },
  APPROVED: { label: 'Approved', color: 'green' },
  DECLINED: { label: 'Declined', color: 'red' },
  WITHDRAWN: { label: 'Withdrawn', color: 'default' },
  CANCELLATION_PENDING: { label: 'Cancellation pending', color: 'orange' },
  CANCELLED: { label: 'Cancelled', color: 'default' },
};

/** A leave status in words: 'Cancellation pending'. */
export const leaveStatusLabel = (status: LeaveStatus) => STATUS[status].label;

/** A leave request's status as a coloured tag. */
export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  return <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>;
}
