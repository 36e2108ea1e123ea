import { Flex, Tag, titleCase, Typography } from '@portal/shared-ui';
import type { TimesheetStatus } from '../api/timesheets-api';

// Spec §4: SUBMITTED yellow, APPROVED green, REJECTED red.
const STATUS_COLORS: Record<TimesheetStatus, string> = { SUBMITTED: 'gold', APPROVED: 'green', REJECTED: 'red' };

export function TimesheetStatusTag({ status }: { status: TimesheetStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{titleCase(status)}</Tag>;
}

/** The badge, and for a rejected entry the admin's reason, so the employee knows what to correct. */
export function TimesheetStatusCell({ status, rejectionReason }: { status: TimesheetStatus; rejectionReason: string | null }) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <TimesheetStatusTag status={status} />
      {status === 'REJECTED' && rejectionReason ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`Reason: ${rejectionReason}`}</Typography.Text>
      ) : null}
    </Flex>
  );
}
