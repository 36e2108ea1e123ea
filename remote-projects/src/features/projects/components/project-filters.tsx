import { type FilterParsers, idParam, oneOfParam, Select, Space, titleCase } from '@portal/shared-ui';
import { ItemFilter } from '@portal/shared-ui/lists';
import { useGetClientOptionsQuery } from '../../clients';
import { PROJECT_STATUSES, type ProjectStatus } from '../api/projects-api';

export type ProjectFilterValues = { clientId?: number; status?: ProjectStatus };

/** How the filters are read back from the URL. */
export const PROJECT_FILTER_PARAMS: FilterParsers<ProjectFilterValues> = { clientId: idParam, status: oneOfParam(PROJECT_STATUSES) };

type Props = { value: ProjectFilterValues; onChange: (next: ProjectFilterValues) => void };

/** The client and status filters of the Projects list (spec §2); each applies at once. */
export function ProjectFilters({ value, onChange }: Props) {
  const clients = useGetClientOptionsQuery();
  return (
    <Space wrap>
      <ItemFilter
        label="Filter by client"
        placeholder="All clients"
        noun="clients"
        items={clients.data}
        loading={clients.isLoading}
        failed={clients.isError}
        style={{ width: 220 }}
        value={value.clientId}
        onChange={(clientId) => onChange({ ...value, clientId })}
      />
      <Select<ProjectStatus>
        aria-label="Filter by status"
        placeholder="All statuses"
        allowClear
        style={{ width: 180 }}
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status ?? undefined })}
        options={PROJECT_STATUSES.map((status) => ({ value: status, label: titleCase(status) }))}
      />
    </Space>
  );
}
