import { useState } from 'react';
import { FilterBar, Flex, Space, TotalBadge, Typography } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { isAdmin, useCurrentUser } from '@portal/shared-auth';
import type { Timesheet } from '../api/timesheets-api';
import { useReviewTimesheets } from '../hooks/use-review-timesheets';
import { useTimesheetList, type TimesheetScope } from '../hooks/use-timesheet-list';
import { BulkReviewBar } from './bulk-review-bar';
import { DeleteTimesheetDialog } from './delete-timesheet-dialog';
import { ExportMenu } from './export-menu';
import { ListFooter } from './list-footer';
import { RejectDialog } from './reject-dialog';
import { timesheetRowActions } from './row-actions';
import { TIMESHEET_CARD, timesheetColumns } from './timesheet-columns';

type Props = { scope: TimesheetScope; onEdit: (row: Timesheet) => void };

/** One tab's table: My Timesheet (own entries) or, for an admin, every entry with approval and export. */
export function TimesheetsList({ scope, onEdit }: Props) {
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  const reviewing = scope === 'all' && admin;
  const { list, filters, query, applyFilters, afterDelete } = useTimesheetList(scope);
  const { review, busy } = useReviewTimesheets();
  const [deleting, setDeleting] = useState<Timesheet | null>(null);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const total = query.data?.total ?? 0;

  // Nobody reviews their own entries, and only submitted ones await review (the server enforces both).
  const isReviewable = (row: Timesheet) => reviewing && row.status === 'SUBMITTED' && row.userId !== user?.id;
  const forgetSelected = (ids: number[]) => setSelected((current) => current.filter((id) => !ids.includes(id)));

  const handleApprove = async (ids: number[]) => {
    if (ids.length === 1) setApprovingId(ids[0] ?? null);
    if (await review(ids, 'APPROVED')) forgetSelected(ids);
    setApprovingId(null);
  };
  const handleReject = async (reason: string) => {
    const ids = rejecting ?? [];
    const done = await review(ids, 'REJECTED', reason);
    if (done) forgetSelected(ids);
    return done;
  };

  const actionsOf = (row: Timesheet) =>
    timesheetRowActions({
      row,
      locked: !admin && row.status === 'APPROVED',
      reviewable: isReviewable(row),
      reviewing: approvingId === row.id,
      onEdit,
      onDelete: setDeleting,
      ...(reviewing ? { onApprove: (one: Timesheet) => void handleApprove([one.id]), onReject: (one: Timesheet) => setRejecting([one.id]) } : {}),
    });
  const columns = timesheetColumns({ sort: list, actionsOf });
  const totalLabel = (n: number) => `${n} timesheets`;
  // On a phone the total is a badge beside the Filters button rather than in the bar, which sits in the panel.
  const filterBar = ({ phone }: { phone: boolean }) => (
    <FilterBar
      searchPlaceholder="Search timesheets..."
      value={filters}
      total={total}
      totalLabel={totalLabel}
      onApply={applyFilters}
      onClear={() => applyFilters({})}
      clearOnlyWhenFiltered
      hideTotal={phone}
    />
  );
  const exportMenu = reviewing ? <ExportMenu request={{ ...filters, order: list.order, orderBy: list.orderBy }} /> : null;
  const notices = (
    <>
      {reviewing ? (
        <BulkReviewBar
          count={selected.length}
          busy={busy}
          onApprove={() => void handleApprove(selected)}
          onReject={() => setRejecting(selected)}
          onClearSelection={() => setSelected([])}
        />
      ) : null}
      {query.isError ? <Typography.Text type="danger">Failed to fetch timesheets</Typography.Text> : null}
    </>
  );
  const emptyText = query.isFetching ? null : 'No timesheets found. Try adjusting your search or add a new timesheet.';
  const checkboxLabel = (row: Timesheet) => `Select ${row.userName} ${row.date}`;

  const rowsView = (
    <ResponsiveList<Timesheet>
      columns={columns}
      card={{ ...TIMESHEET_CARD, actions: actionsOf }}
      answer={query.data}
      loading={query.isFetching}
      loadingText="Loading timesheets..."
      emptyText={emptyText}
      list={list}
      filters={filterBar}
      toolbar={({ phone }) => (phone ? <Flex gap={8} align="center"><TotalBadge text={totalLabel(total)} />{exportMenu}</Flex> : exportMenu)}
      notice={notices}
      selection={
        reviewing
          ? {
              isSelected: (row) => selected.includes(row.id),
              onToggle: (row, checked) => setSelected((current) => (checked ? [...current, row.id] : current.filter((id) => id !== row.id))),
              isDisabled: (row) => !isReviewable(row),
              label: checkboxLabel,
            }
          : undefined
      }
      table={{
        rowSelection: reviewing
          ? {
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as number[]),
              getCheckboxProps: (row) => ({ disabled: !isReviewable(row), 'aria-label': checkboxLabel(row) }),
            }
          : undefined,
        // Paged by the footer below, which offers the page sizes of every list.
        pagination: false,
      }}
      tableFooter={
        <ListFooter
          page={list.page}
          pageSize={list.pageSize}
          total={total}
          noun="timesheets"
          onPageChange={list.goToPage}
          // A new page size goes back to page 1 (spec §4).
          onPageSizeChange={list.setPageSize}
        />
      }
    />
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {rowsView}
      {deleting ? (
        <DeleteTimesheetDialog
          timesheet={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            forgetSelected([deleting.id]);
            setDeleting(null);
            afterDelete();
          }}
        />
      ) : null}
      {rejecting ? <RejectDialog count={rejecting.length} onReject={handleReject} onClose={() => setRejecting(null)} /> : null}
    </Space>
  );
}
