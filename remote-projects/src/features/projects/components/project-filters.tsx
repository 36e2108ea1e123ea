import { type FilterParsers, idParam, oneOfParam, Select, Space, titleCase } from '@portal/shared-ui';
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
      <Select<number>
        aria-label="Filter by client"
        placeholder="All clients"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 220 }}
        loading={clients.isLoading}
        value={value.clientId}
        onChange={(clientId) => onChange({ ...value, clientId: clientId ?? undefined })}
        options={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
        notFoundContent={clients.isError ? 'Failed to load clients' : 'No clients found'}
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
