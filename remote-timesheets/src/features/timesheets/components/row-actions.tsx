import { Button, Space, Tooltip } from '@portal/shared-ui';
import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Timesheet } from '../api/timesheets-api';

export type RowActionHandlers = {
  onEdit: (row: Timesheet) => void;
  onDelete: (row: Timesheet) => void;
  /** Present only where the admin may review (the all-timesheets tab). */
  onApprove?: (row: Timesheet) => void;
  onReject?: (row: Timesheet) => void;
};

type Props = RowActionHandlers & {
  row: Timesheet;
  /** Approved entries are locked for non-admins (the server refuses too). */
  locked: boolean;
  reviewable: boolean;
  reviewing: boolean;
};

const LOCKED_HINT = 'Approved timesheets can no longer be changed';

/** Edit and delete for everyone (spec §2); approve and reject for an admin on someone else's submitted entry. */
export function RowActions({ row, locked, reviewable, reviewing, onEdit, onDelete, onApprove, onReject }: Props) {
  return (
    <Space size={0}>
      <Tooltip title={locked ? LOCKED_HINT : 'Edit'}>
        <Button type="text" icon={<EditOutlined aria-hidden />} aria-label="Edit" disabled={locked} onClick={() => onEdit(row)} />
      </Tooltip>
      <Tooltip title={locked ? LOCKED_HINT : 'Delete'}>
        <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label="Delete" disabled={locked} onClick={() => onDelete(row)} />
      </Tooltip>
      {reviewable && onApprove && onReject ? (
        <>
          <Tooltip title="Approve">
            <Button type="text" icon={<CheckOutlined aria-hidden style={{ color: '#389e0d' }} />} aria-label="Approve" loading={reviewing} onClick={() => onApprove(row)} />
          </Tooltip>
          <Tooltip title="Reject">
            <Button type="text" icon={<CloseOutlined aria-hidden style={{ color: '#cf1322' }} />} aria-label="Reject" disabled={reviewing} onClick={() => onReject(row)} />
          </Tooltip>
        </>
      ) : null}
    </Space>
  );
}
