import { Button, Space, Typography } from '@portal/shared-ui';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { ReviewedWeek } from '../../hooks/use-review-timesheets';
import { weekRangeLabel } from '../../utils/week/iso-week';

type Props = { week: ReviewedWeek; waiting: number | undefined; busy: boolean; onApprove: () => void; onReject: () => void };

/** Shown once one person and one week are chosen: that week's waiting entries reviewed in one action. */
export function WeekReviewBar({ week, waiting, busy, onApprove, onReject }: Props) {
  const nothing = waiting === 0;
  return (
    <Space wrap role="toolbar" aria-label={`Week ${week.week} of ${week.name}`}>
      <Typography.Text strong>{`${week.name}, ${weekRangeLabel(week.week)}`}</Typography.Text>
      <Typography.Text type="secondary">{waiting === undefined ? '' : `${waiting} waiting for review`}</Typography.Text>
      <Button icon={<CheckOutlined aria-hidden />} loading={busy} disabled={nothing} onClick={onApprove}>
        Approve week
      </Button>
      <Button danger icon={<CloseOutlined aria-hidden />} disabled={busy || nothing} onClick={onReject}>
        Reject week
      </Button>
    </Space>
  );
}
