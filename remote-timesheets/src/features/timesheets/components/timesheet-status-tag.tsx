import { Tag } from 'antd';
import { titleCase } from '@portal/shared-ui';
import type { TimesheetStatus } from '../api/timesheets-api';

// Spec §4: SUBMITTED yellow, APPROVED green, REJECTED red.
const STATUS_COLORS: Record<TimesheetStatus, string> = { SUBMITTED: 'gold', APPROVED: 'green', REJECTED: 'red' };

export function TimesheetStatusTag({ status }: { status: TimesheetStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{titleCase(status)}</Tag>;
}
