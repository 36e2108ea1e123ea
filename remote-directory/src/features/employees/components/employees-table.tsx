import { Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { User } from '@portal/shared-auth';
import { DebouncedSearch, listPagination, sortableColumn, titleCase, useListParams } from '@portal/shared-ui';
import { useGetUsersQuery, type EmployeeOrderBy } from '../api/employees-api';

export function EmployeesTable() {
  const list = useListParams<EmployeeOrderBy>({ orderBy: 'firstName', order: 'desc' });
  const { data, isFetching, isError } = useGetUsersQuery(list.params);

  const columns: ColumnsType<User> = [
    { title: 'First Name', dataIndex: 'firstName', ...sortableColumn('firstName', list) },
    { title: 'Last Name', dataIndex: 'lastName', ...sortableColumn('lastName', list) },
    { title: 'Work Email', dataIndex: 'officeEmail', ...sortableColumn('officeEmail', list) },
    { title: 'Role', dataIndex: 'role', ...sortableColumn('role', list), render: (role: string) => titleCase(role) },
    {
      title: 'Department',
      dataIndex: 'department',
      ...sortableColumn('department', list),
      render: (department: string | null) => (department ? titleCase(department) : '—'),
    },
    {
      title: 'Status',
      dataIndex: 'active',
      ...sortableColumn('active', list),
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag>,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DebouncedSearch placeholder="Search employees..." debounceMs={500} onSearch={list.setSearchInput} />
      {isError && <Typography.Text type="danger">Failed to fetch users. Please try again.</Typography.Text>}
      <Table<User>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={{ spinning: isFetching, description: 'Loading users...' }}
        locale={{ emptyText: isFetching ? 'Loading users...' : 'No users found. Try adjusting your search or add a new user.' }}
        pagination={listPagination({ page: list.page, pageSize: list.pageSize, total: data?.total ?? 0, noun: 'users' })}
        onChange={list.handleTableChange}
        scroll={{ x: true }}
      />
    </Space>
  );
}
