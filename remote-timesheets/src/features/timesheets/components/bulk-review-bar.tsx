import { Button, Space, Typography } from '@portal/shared-ui';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';

type Props = { count: number; busy: boolean; onApprove: () => void; onReject: () => void; onClearSelection: () => void };

/** Shown once rows are ticked: review the whole selection at once. */
export function BulkReviewBar({ count, busy, onApprove, onReject, onClearSelection }: Props) {
  if (count === 0) return null;
  return (
    <Space wrap role="toolbar" aria-label="Selected timesheets">
      <Typography.Text strong>{`${count} selected`}</Typography.Text>
      <Button icon={<CheckOutlined aria-hidden />} loading={busy} onClick={onApprove}>
        Approve selected
      </Button>
      <Button danger icon={<CloseOutlined aria-hidden />} disabled={busy} onClick={onReject}>
        Reject selected
      </Button>
      <Button type="link" onClick={onClearSelection} disabled={busy}>
        Clear selection
      </Button>
    </Space>
  );
}
