import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from '@portal/shared-auth';
import { formatDisplayDate, type ListCard, type RowAction, RowActionButtons, sortableColumn } from '@portal/shared-ui';
import type { Timesheet, TimesheetOrderBy } from '../api/timesheets-api';
import { TimesheetStatusCell } from './timesheet-status-tag';

type Options = {
  sort: { orderBy: TimesheetOrderBy; order: SortOrder };
  actionsOf: (row: Timesheet) => RowAction[];
};

/** Spec §2: First Name, Last Name, Project Name, Date, Hours, Status (all sortable) and Action. */
export function timesheetColumns({ sort, actionsOf }: Options): ColumnsType<Timesheet> {
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
    { title: 'Action', key: 'action', render: (_: unknown, row) => <RowActionButtons actions={actionsOf(row)} size={0} /> },
  ];
}

/** A phone's card of an entry: who, project, date and hours, the status (with a rejection's reason). */
export const TIMESHEET_CARD: ListCard<Timesheet> = {
  title: ['firstName', 'lastName'],
  fields: ['projectName', 'date', 'hours'],
  tag: 'status',
  rowName: (row) => `${row.userName}, ${formatDisplayDate(row.date)}`,
};
