import { useState } from 'react';
import { Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FilterBar, formatDisplayDate, listPagination, sortableColumn, useListParams, type AppliedFilters } from '@portal/shared-ui';
import { useGetMyTimesheetsQuery, type Timesheet, type TimesheetOrderBy, type TimesheetStatus } from '../api/timesheets-api';
import { TimesheetStatusTag } from './timesheet-status-tag';

/** The My Timesheet tab: the signed-in user's own entries, newest filters applied only on Apply. */
export function MyTimesheetsTable() {
  const list = useListParams<TimesheetOrderBy>({ orderBy: 'projectName', order: 'asc', keepPageOnSort: true });
  const [filters, setFilters] = useState<AppliedFilters>({});
  const { data, isFetching, isError } = useGetMyTimesheetsQuery({ ...list.params, ...filters });

  const handleApply = (applied: AppliedFilters) => {
    setFilters({ startDate: applied.startDate, endDate: applied.endDate });
    list.setSearchInput(applied.searchInput ?? '');
    list.goToPage(1);
  };

  const columns: ColumnsType<Timesheet> = [
    { title: 'First Name', dataIndex: 'firstName', ...sortableColumn('firstName', list) },
    { title: 'Last Name', dataIndex: 'lastName', ...sortableColumn('lastName', list) },
    { title: 'Project Name', dataIndex: 'projectName', ...sortableColumn('projectName', list) },
    { title: 'Date', dataIndex: 'date', ...sortableColumn('date', list), render: formatDisplayDate },
    { title: 'Hours', dataIndex: 'hours', ...sortableColumn('hours', list) },
    {
      title: 'Status',
      dataIndex: 'status',
      ...sortableColumn('status', list),
      render: (status: TimesheetStatus) => <TimesheetStatusTag status={status} />,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FilterBar
        searchPlaceholder="Search timesheets..."
        total={data?.total ?? 0}
        totalLabel={(total) => `${total} timesheets`}
        onApply={handleApply}
        onClear={() => handleApply({})}
        clearOnlyWhenFiltered
      />
      {isError && <Typography.Text type="danger">Failed to fetch timesheets</Typography.Text>}
      <Table<Timesheet>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={{ spinning: isFetching, description: 'Loading timesheets...' }}
        locale={{ emptyText: isFetching ? 'Loading timesheets...' : 'No timesheets found. Try adjusting your search or add a new timesheet.' }}
        pagination={listPagination({ page: list.page, pageSize: list.pageSize, total: data?.total ?? 0, noun: 'timesheets' })}
        onChange={list.handleTableChange}
        scroll={{ x: true }}
      />
    </Space>
  );
}
