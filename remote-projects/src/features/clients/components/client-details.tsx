import { Tag } from '@portal/shared-ui';
import { isAdmin, useRole } from '@portal/shared-auth';
import { DetailView, type DetailItem } from '../../../components/detail-view';
import { useGetClientQuery, type Client } from '../api/clients-api';

function detailItems(client: Client): DetailItem[] {
  return [
    { label: 'Name', value: client.name },
    { label: 'Contact Person', value: client.contactPerson },
    { label: 'Email', value: client.email },
    { label: 'Phone', value: client.phone },
    { label: 'City', value: client.city },
    { label: 'State', value: client.stateName },
    { label: 'Country', value: client.countryName },
    { label: 'Zip', value: client.zip },
    { label: 'Status', value: <Tag color={client.active ? 'green' : 'default'}>{client.active ? 'Active' : 'Inactive'}</Tag> },
  ];
}

type Props = { clientId: number; onBack: () => void; onEdit: (client: Client) => void };

/** Detail mode of the Clients page; re-read from the API so an edit shows at once. */
export function ClientDetails({ clientId, onBack, onEdit }: Props) {
  const canEdit = isAdmin(useRole());
  const { data: client, isLoading, isError } = useGetClientQuery(clientId);
  return (
    <DetailView
      label="Client details"
      loadingText="Loading client..."
      errorText="Error fetching client"
      isLoading={isLoading}
      isError={isError}
      items={client && detailItems(client)}
      onBack={onBack}
      edit={canEdit && client ? { label: 'Edit Client', onClick: () => onEdit(client) } : undefined}
    />
  );
}
