import type { RowAction } from '@portal/shared-ui';
import { CheckOutlined, CheckSquareOutlined, CloseOutlined } from '@ant-design/icons';
import type { Timesheet } from '../../api/timesheets-api';
import type { ReviewedWeek } from '../../hooks/use-review-timesheets';
import { isoWeekOf } from '../../utils/week/iso-week';

type Options = {
  row: Timesheet;
  approving: boolean;
  onApprove: (row: Timesheet) => void;
  onReject: (row: Timesheet) => void;
  onApproveWeek: (week: ReviewedWeek) => void;
};

/** The person's week an entry falls in, named for the messages. */
export const weekOfEntry = (row: Timesheet): ReviewedWeek => ({ userId: row.userId, week: isoWeekOf(row.date), name: row.userName });

/**
 * A report's entry on the Team tab: approve or reject it, or approve the person's whole week at once. Reviewed entries
 * keep the buttons, disabled, saying why. No edit or delete: a line manager changes only their own entries.
 */
export function teamRowActions({ row, approving, onApprove, onReject, onApproveWeek }: Options): RowAction[] {
  const hint = row.status === 'SUBMITTED' ? undefined : `Already ${row.status.toLowerCase()}`;
  const week = weekOfEntry(row);
  // A disabled button greys its icon only when the icon has no colour of its own.
  const colour = (color: string) => (hint ? undefined : { color });
  return [
    { key: 'approve', label: 'Approve', name: `Approve ${row.userName} ${row.date}`, icon: <CheckOutlined aria-hidden style={colour('#389e0d')} />, disabled: !!hint, hint, loading: approving, onClick: () => onApprove(row) },
    { key: 'reject', label: 'Reject', name: `Reject ${row.userName} ${row.date}`, icon: <CloseOutlined aria-hidden style={colour('#cf1322')} />, disabled: !!hint || approving, hint, onClick: () => onReject(row) },
    { key: 'approve-week', label: 'Approve week', name: `Approve week ${week.week} of ${row.userName}`, icon: <CheckSquareOutlined aria-hidden />, disabled: !!hint, hint, onClick: () => onApproveWeek(week) },
  ];
}
