import { useState } from 'react';
import { FilterBar, Flex, Space, TotalBadge, Typography } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { isAdmin, useCurrentUser } from '@portal/shared-auth';
import type { Timesheet } from '../api/timesheets-api';
import { useReviewFlow } from '../hooks/use-review-flow';
import { useTimesheetList, type TimesheetScope } from '../hooks/use-timesheet-list';
import { DeleteTimesheetDialog } from './delete-timesheet-dialog';
import { ExportMenu } from './export-menu';
import { ListFooter } from './list-footer';
import { timesheetRowActions } from './row-actions';
import { TIMESHEET_CARD, timesheetColumns } from './timesheet-columns';

type Props = { scope: TimesheetScope; onEdit: (row: Timesheet) => void };

/** One tab's table: My Timesheet (own entries) or, for an admin, every entry with approval and export. */
export function TimesheetsList({ scope, onEdit }: Props) {
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  const reviewing = scope === 'all' && admin;
  const { list, filters, query, applyFilters, afterDelete } = useTimesheetList(scope);
  const [deleting, setDeleting] = useState<Timesheet | null>(null);
  const total = query.data?.total ?? 0;

  // Nobody reviews their own entries, and only submitted ones await review (the server enforces both).
  const isReviewable = (row: Timesheet) => reviewing && row.status === 'SUBMITTED' && row.userId !== user?.id;
  const flow = useReviewFlow(isReviewable, reviewing);

  const actionsOf = (row: Timesheet) =>
    timesheetRowActions({
      row,
      locked: !admin && row.status === 'APPROVED',
      reviewable: isReviewable(row),
      reviewing: flow.approvingId === row.id,
      onEdit,
      onDelete: setDeleting,
      ...(reviewing ? { onApprove: (one: Timesheet) => flow.approve([one.id]), onReject: (one: Timesheet) => flow.rejectEntries([one.id]) } : {}),
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
      {flow.bulkBar}
      {query.isError ? <Typography.Text type="danger">Failed to fetch timesheets</Typography.Text> : null}
    </>
  );
  const emptyText = query.isFetching ? null : 'No timesheets found. Try adjusting your search or add a new timesheet.';

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
      selection={flow.selection}
      table={{
        rowSelection: flow.rowSelection,
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
            flow.forgetSelected([deleting.id]);
            setDeleting(null);
            afterDelete();
          }}
        />
      ) : null}
      {flow.rejectDialog}
    </Space>
  );
}
