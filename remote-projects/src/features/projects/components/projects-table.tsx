import {
  Button, DebouncedSearch, formatDisplayDate, type ListCard, type ListOptions, RowActionButtons, sortableColumn, titleCase, Typography, useListParams,
  viewEditActions,
} from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
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

/** A phone's card of a project: name, client, dates and progress, the status tag. */
const CARD: ListCard<Project> = {
  title: ['name'],
  fields: ['clientId', 'startDate', 'endDate', 'progressDetails'],
  tag: 'status',
  rowName: (project) => project.name,
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
  const actionsOf = (project: Project) => viewEditActions({ rowName: project.name, onView: () => onView(project), onEdit: onEdit && (() => onEdit(project)) });

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
      render: (_: unknown, project) => <RowActionButtons actions={actionsOf(project)} />,
    },
  ];
  // Spec §4: a filter change goes back to the first page (setFilters does).
  const filters = (
    <>
      <DebouncedSearch placeholder="Search projects..." value={list.searchInput} debounceMs={1000} onSearch={list.setSearchInput} />
      <ProjectFilters value={list.filters} onChange={list.setFilters} />
    </>
  );

  return (
    <ResponsiveList<Project>
      columns={columns}
      card={{ ...CARD, actions: actionsOf }}
      answer={data}
      loading={isFetching}
      loadingText="Loading projects..."
      emptyText={isFetching ? null : 'No projects found. Try adjusting your search or add a new project.'}
      list={list}
      noun="projects"
      filters={filters}
      notice={isError && <Typography.Text type="danger">Failed to fetch projects</Typography.Text>}
    />
  );
}
