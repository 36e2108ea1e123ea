import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from '@portal/shared-auth';
import { formatDisplayDate, sortableColumn } from '@portal/shared-ui';
import type { Timesheet, TimesheetOrderBy } from '../api/timesheets-api';
import { RowActions, type RowActionHandlers } from './row-actions';
import { TimesheetStatusCell } from './timesheet-status-tag';

type Options = RowActionHandlers & {
  sort: { orderBy: TimesheetOrderBy; order: SortOrder };
  isLocked: (row: Timesheet) => boolean;
  isReviewable: (row: Timesheet) => boolean;
  reviewingId: number | null;
};

/** Spec §2: First Name, Last Name, Project Name, Date, Hours, Status (all sortable) and Action. */
export function timesheetColumns({ sort, isLocked, isReviewable, reviewingId, ...handlers }: Options): ColumnsType<Timesheet> {
  return [
    { title: 'First Name', dataIndex: 'firstName', ...sortableColumn('firstName', sort) },
    { title: 'Last Name', dataIndex: 'lastName', ...sortableColumn('lastName', sort) },
    { title: 'Project Name', dataIndex: 'projectName', ...sortableColumn('projectName', sort) },
    { title: 'Date', dataIndex: 'date', ...sortableColumn('date', sort), render: formatDisplayDate },
    { title: 'Hours', dataIndex: 'hours', ...sortableColumn('hours', sort) },
    {
      title: 'Status',
      dataIndex: 'status',
      ...sortableColumn('status', sort),
      render: (_: unknown, row) => <TimesheetStatusCell status={row.status} rejectionReason={row.rejectionReason} />,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_: unknown, row) => (
        <RowActions row={row} locked={isLocked(row)} reviewable={isReviewable(row)} reviewing={reviewingId === row.id} {...handlers} />
      ),
    },
  ];
}
