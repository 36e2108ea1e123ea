import { Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DebouncedSearch, formatDisplayDate, listPagination, sortableColumn, titleCase, useListParams } from '@portal/shared-ui';
import { useGetProjectsQuery, type Project, type ProjectOrderBy, type ProjectStatus } from '../api/projects-api';
import { ProjectStatusTag } from './project-status-tag';

export function ProjectsTable() {
  const list = useListParams<ProjectOrderBy>({ orderBy: 'name', order: 'desc' });
  const { data, isFetching, isError } = useGetProjectsQuery(list.params);

  const columns: ColumnsType<Project> = [
    { title: 'Project Name', dataIndex: 'name', ...sortableColumn('name', list) },
    { title: 'Client', dataIndex: 'clientName', ...sortableColumn('clientId', list) },
    { title: 'Start Date', dataIndex: 'startDate', ...sortableColumn('startDate', list), render: formatDisplayDate },
    { title: 'End Date', dataIndex: 'endDate', ...sortableColumn('endDate', list), render: formatDisplayDate },
    {
      title: 'Status',
      dataIndex: 'status',
      ...sortableColumn('status', list),
      render: (status: ProjectStatus) => <ProjectStatusTag status={status} />,
    },
    { title: 'Progress', dataIndex: 'progressDetails', key: 'progressDetails', render: (value: string | null) => (value ? titleCase(value) : '—') },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DebouncedSearch placeholder="Search projects..." debounceMs={1000} onSearch={list.setSearchInput} />
      {isError && <Typography.Text type="danger">Failed to fetch projects</Typography.Text>}
      <Table<Project>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={{ spinning: isFetching, description: 'Loading projects...' }}
        locale={{ emptyText: isFetching ? 'Loading projects...' : 'No projects found. Try adjusting your search or add a new project.' }}
        pagination={listPagination({ page: list.page, pageSize: list.pageSize, total: data?.total ?? 0, noun: 'projects' })}
        onChange={list.handleTableChange}
        scroll={{ x: true }}
      />
    </Space>
  );
}
