import {
  Button, DebouncedSearch, Flex, formatDisplayDate, type ListOptions, listPagination, RowActions, sortableColumn, Space, Table, titleCase, Typography, useListParams,
} from '@portal/shared-ui';
import type { ColumnsType } from 'antd/es/table';
import { PROJECT_ORDER_BY, useGetProjectsQuery, type Project, type ProjectOrderBy, type ProjectStatus } from '../api/projects-api';
import { PROJECT_FILTER_PARAMS, ProjectFilters, type ProjectFilterValues } from './project-filters';
import { ProjectStatusTag } from './project-status-tag';

const LIST_OPTIONS: ListOptions<ProjectOrderBy, ProjectFilterValues> = {
  sortable: PROJECT_ORDER_BY,
  orderBy: 'name',
  order: 'desc',
  filters: PROJECT_FILTER_PARAMS,
};

type Props = {
  onOpenDetails: (project: Project) => void;
  onView: (project: Project) => void;
  /** Left out for roles that may not edit. */
  onEdit?: (project: Project) => void;
};

export function ProjectsTable({ onOpenDetails, onView, onEdit }: Props) {
  const list = useListParams(LIST_OPTIONS);
  const { data, isFetching, isError } = useGetProjectsQuery(list.params);

  const columns: ColumnsType<Project> = [
    {
      title: 'Project Name',
      dataIndex: 'name',
      ...sortableColumn('name', list),
      render: (name: string, project) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpenDetails(project)}>
          {name}
        </Button>
      ),
    },
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
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, project) => (
        <RowActions rowName={project.name} onView={() => onView(project)} onEdit={onEdit && (() => onEdit(project))} />
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex gap={16} wrap>
        <DebouncedSearch placeholder="Search projects..." value={list.searchInput} debounceMs={1000} onSearch={list.setSearchInput} />
        {/* Spec §4: a filter change goes back to the first page (setFilters does). */}
        <ProjectFilters value={list.filters} onChange={list.setFilters} />
      </Flex>
      {isError && <Typography.Text type="danger">Failed to fetch projects</Typography.Text>}
      <Table<Project>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={{ spinning: isFetching, description: 'Loading projects...' }}
        locale={{ emptyText: isFetching ? null : 'No projects found. Try adjusting your search or add a new project.' }}
        pagination={listPagination({ page: list.page, pageSize: list.pageSize, total: data?.total ?? 0, noun: 'projects' })}
        onChange={list.handleTableChange}
        scroll={{ x: true }}
      />
    </Space>
  );
}
