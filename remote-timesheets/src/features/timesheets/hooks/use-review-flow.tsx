import { useState, type Key } from 'react';
import type { Timesheet } from '../api/timesheets-api';
import { BulkReviewBar } from '../components/bulk-review-bar';
import { RejectDialog } from '../components/reject-dialog';
import { useReviewTimesheets, type ReviewedWeek } from './use-review-timesheets';

/** What a rejection is of: entries (one or a selection) or a person's week. */
type Rejecting = { ids: number[] } | { week: ReviewedWeek };

const checkboxLabel = (row: Timesheet) => `Select ${row.userName} ${row.date}`;

/**
 * A reviewing list's approvals and rejections (the admin's all-timesheets tab, a line manager's Team tab): the ticked
 * rows and their bulk bar, the row being approved, and the reject dialog, which asks for the reason first.
 * `isReviewable` says which rows may be ticked.
 */
export function useReviewFlow(isReviewable: (row: Timesheet) => boolean, enabled = true) {
  const { review, reviewWeek, busy } = useReviewTimesheets();
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const forgetSelected = (ids: number[]) => setSelected((current) => current.filter((id) => !ids.includes(id)));

  const approve = async (ids: number[]) => {
    if (ids.length === 1) setApprovingId(ids[0] ?? null);
    if (await review(ids, 'APPROVED')) forgetSelected(ids);
    setApprovingId(null);
  };
  // A week's entries may be ticked among others; the list reloads, so start the selection over.
  const approveWeek = async (week: ReviewedWeek) => {
    if (await reviewWeek(week, 'APPROVED')) setSelected([]);
  };
  const handleReject = async (reason: string) => {
    if (!rejecting) return false;
    if ('week' in rejecting) {
      const done = await reviewWeek(rejecting.week, 'REJECTED', reason);
      if (done) setSelected([]);
      return done;
    }
    const done = await review(rejecting.ids, 'REJECTED', reason);
    if (done) forgetSelected(rejecting.ids);
    return done;
  };

  const bulkBar = enabled ? (
    <BulkReviewBar
      count={selected.length}
      busy={busy}
      onApprove={() => void approve(selected)}
      onReject={() => setRejecting({ ids: selected })}
      onClearSelection={() => setSelected([])}
    />
  ) : null;
  const rejectDialog = rejecting ? (
    <RejectDialog
      count={'week' in rejecting ? 0 : rejecting.ids.length}
      title={'week' in rejecting ? `Reject Week ${rejecting.week.week} of ${rejecting.week.name}` : undefined}
      onReject={handleReject}
      onClose={() => setRejecting(null)}
    />
  ) : null;
  const selection = enabled
    ? {
        isSelected: (row: Timesheet) => selected.includes(row.id),
        onToggle: (row: Timesheet, checked: boolean) => setSelected((current) => (checked ? [...current, row.id] : current.filter((id) => id !== row.id))),
        isDisabled: (row: Timesheet) => !isReviewable(row),
        label: checkboxLabel,
      }
    : undefined;
  const rowSelection = enabled
    ? {
        selectedRowKeys: selected,
        onChange: (keys: Key[]) => setSelected(keys as number[]),
        getCheckboxProps: (row: Timesheet) => ({ disabled: !isReviewable(row), 'aria-label': checkboxLabel(row) }),
      }
    : undefined;

  return {
    approvingId,
    busy,
    approve: (ids: number[]) => void approve(ids),
    approveWeek: (week: ReviewedWeek) => void approveWeek(week),
    rejectEntries: (ids: number[]) => setRejecting({ ids }),
    rejectWeek: (week: ReviewedWeek) => setRejecting({ week }),
    forgetSelected,
    bulkBar,
    rejectDialog,
    selection,
    rowSelection,
  };
}
