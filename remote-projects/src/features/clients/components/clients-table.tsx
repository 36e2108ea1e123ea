import {
  Button, DebouncedSearch, type ListCard, type ListOptions, RowActionButtons, sortableColumn, Tag, Typography, useListParams, viewEditActions,
} from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import type { ColumnsType } from 'antd/es/table';
import { CLIENT_ORDER_BY, useGetClientsQuery, type Client, type ClientOrderBy } from '../api/clients-api';

const LIST_OPTIONS: ListOptions<ClientOrderBy> = { sortable: CLIENT_ORDER_BY, orderBy: 'name', order: 'asc' };

/** A phone's card of a client: name, contact, e-mail, phone and city, the status tag. */
const CARD: ListCard<Client> = { title: ['name'], fields: ['contactPerson', 'email', 'phone', 'city'], tag: 'active', rowName: (client) => client.name };

type Props = {
  onOpenDetails: (client: Client) => void;
  onView: (client: Client) => void;
  /** Left out for roles that may not edit. */
  onEdit?: (client: Client) => void;
};

export function ClientsTable({ onOpenDetails, onView, onEdit }: Props) {
  const list = useListParams(LIST_OPTIONS);
  const { data, isFetching, isError } = useGetClientsQuery(list.params);
  const actionsOf = (client: Client) => viewEditActions({ rowName: client.name, onView: () => onView(client), onEdit: onEdit && (() => onEdit(client)) });

  const columns: ColumnsType<Client> = [
    {
      title: 'Name',
      dataIndex: 'name',
      ...sortableColumn('name', list),
      render: (name: string, client) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpenDetails(client)}>
          {name}
        </Button>
      ),
    },
    { title: 'Contact Person', dataIndex: 'contactPerson', key: 'contactPerson' },
    { title: 'Email', dataIndex: 'email', ...sortableColumn('email', list) },
    { title: 'Phone', dataIndex: 'phone', ...sortableColumn('phone', list) },
    { title: 'City', dataIndex: 'city', ...sortableColumn('city', list) },
    { title: 'State', dataIndex: 'stateName', ...sortableColumn('stateName', list) },
    {
      title: 'Status',
      dataIndex: 'active',
      ...sortableColumn('active', list),
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, client) => <RowActionButtons actions={actionsOf(client)} />,
    },
  ];

  return (
    <ResponsiveList<Client>
      columns={columns}
      card={{ ...CARD, actions: actionsOf }}
      answer={data}
      loading={isFetching}
      loadingText="Loading clients..."
      emptyText={isFetching ? null : 'No clients found. Try adjusting your search or add a new client.'}
      list={list}
      noun="clients"
      filters={<DebouncedSearch placeholder="Search clients..." value={list.searchInput} debounceMs={1000} onSearch={list.setSearchInput} />}
      notice={isError && <Typography.Text type="danger">Failed to fetch clients</Typography.Text>}
    />
  );
}
