import type { RowAction } from '@portal/shared-ui';
import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Timesheet } from '../api/timesheets-api';

export type RowActionHandlers = {
  onEdit: (row: Timesheet) => void;
  onDelete: (row: Timesheet) => void;
  /** Present only where the admin may review (the all-timesheets tab). */
  onApprove?: (row: Timesheet) => void;
  onReject?: (row: Timesheet) => void;
};

type Options = RowActionHandlers & {
  row: Timesheet;
  /** Approved entries are locked for non-admins (the server refuses too). */
  locked: boolean;
  reviewable: boolean;
  reviewing: boolean;
};

const LOCKED_HINT = 'Approved timesheets can no longer be changed';

/** Edit and delete for everyone (spec §2); approve and reject for an admin on someone else's submitted entry. */
export function timesheetRowActions({ row, locked, reviewable, reviewing, onEdit, onDelete, onApprove, onReject }: Options): RowAction[] {
  const hint = locked ? LOCKED_HINT : undefined;
  const actions: RowAction[] = [
    { key: 'edit', label: 'Edit', icon: <EditOutlined aria-hidden />, disabled: locked, hint, onClick: () => onEdit(row) },
    { key: 'delete', label: 'Delete', icon: <DeleteOutlined aria-hidden />, danger: true, disabled: locked, hint, onClick: () => onDelete(row) },
  ];
  if (!reviewable || !onApprove || !onReject) return actions;
  return [
    ...actions,
    { key: 'approve', label: 'Approve', icon: <CheckOutlined aria-hidden style={{ color: '#389e0d' }} />, loading: reviewing, onClick: () => onApprove(row) },
    { key: 'reject', label: 'Reject', icon: <CloseOutlined aria-hidden style={{ color: '#cf1322' }} />, disabled: reviewing, onClick: () => onReject(row) },
  ];
}
