import { useState } from 'react';
import { Button, PageHeading } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import { isAdmin, useRole } from '@portal/shared-auth';
import type { Client } from '../api/clients-api';
import { ClientDetails } from './client-details';
import { ClientDialog, type ClientDialogState } from './client-dialog';
import { ClientsTable } from './clients-table';

/** Exposed as `remote_projects/ClientsPage`: list mode or detail mode, plus the Add/Edit/View dialog. */
export default function ClientsPage() {
  const canEdit = isAdmin(useRole());
  const [detailId, setDetailId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<ClientDialogState | null>(null);
  const edit = canEdit ? (client: Client) => setDialog({ mode: 'edit', client }) : undefined;

  const addButton = canEdit && detailId === null && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ mode: 'create' })}>
      Add Client
    </Button>
  );

  return (
    <>
      <PageHeading title={detailId === null ? 'Clients' : 'Client Details'} extra={addButton} />
      {/* The list stays mounted in detail mode, so Back to List returns to the same page, sort and search. */}
      <div hidden={detailId !== null}>
        <ClientsTable onOpenDetails={(client) => setDetailId(client.id)} onView={(client) => setDialog({ mode: 'view', client })} onEdit={edit} />
      </div>
      {detailId !== null && (
        <ClientDetails clientId={detailId} onBack={() => setDetailId(null)} onEdit={(client) => setDialog({ mode: 'edit', client })} />
      )}
      <ClientDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
