import { useState } from 'react';
import { Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FilterBar, formatDisplayDate, listPagination, sortableColumn, useListParams, type AppliedFilters } from '@portal/shared-ui';
import { useGetAllocationsQuery, type Allocation, type AllocationOrderBy } from '../api/allocations-api';
import { CapacityCell } from './capacity-cell';

export function AllocationsTable() {
  const list = useListParams<AllocationOrderBy>({ orderBy: 'firstName', order: 'asc', pageSize: 20, keepPageOnSort: true });
  const [filters, setFilters] = useState<AppliedFilters>({});
  const { data, isFetching, isError } = useGetAllocationsQuery({ ...list.params, ...filters });

  const handleApply = (applied: AppliedFilters) => {
    setFilters({ startDate: applied.startDate, endDate: applied.endDate });
    list.setSearchInput(applied.searchInput ?? '');
    list.goToPage(1);
  };
  const handleClear = () => handleApply({});

  const columns: ColumnsType<Allocation> = [
    { title: 'First Name', dataIndex: 'firstName', ...sortableColumn('firstName', list) },
    { title: 'Last Name', dataIndex: 'lastName', ...sortableColumn('lastName', list) },
    { title: 'Project Name', dataIndex: 'projectName', ...sortableColumn('projectName', list) },
    { title: 'Start Date', dataIndex: 'startDate', ...sortableColumn('startDate', list), render: formatDisplayDate },
    { title: 'End Date', dataIndex: 'endDate', ...sortableColumn('endDate', list), render: formatDisplayDate },
    { title: 'Hours / Day', dataIndex: 'allocationHours', ...sortableColumn('allocationHours', list) },
    {
      title: 'Capacity',
      key: 'capacity',
      render: (_value, row) => <CapacityCell percentage={row.capacityPercentage} hoursPerDay={row.hoursPerDay} />,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FilterBar
        searchPlaceholder="Search allocations..."
        total={data?.total ?? 0}
        totalLabel={(total) => `${total} allocations`}
        onApply={handleApply}
        onClear={handleClear}
      />
      {isError && <Typography.Text type="danger">Failed to fetch allocations</Typography.Text>}
      <Table<Allocation>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={{ spinning: isFetching, description: 'Loading allocations...' }}
        locale={{ emptyText: isFetching ? 'Loading allocations...' : 'No allocations found. Try adjusting your search or add a new allocation.' }}
        pagination={listPagination({ page: list.page, pageSize: list.pageSize, total: data?.total ?? 0, noun: 'allocations' })}
        onChange={list.handleTableChange}
        scroll={{ x: true }}
      />
    </Space>
  );
}
