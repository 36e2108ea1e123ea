import type { FormikHelpers } from 'formik';
import { asApiError, formFailureOf, isAdmin, showFieldErrors, useRole } from '@portal/shared-auth';
import { FormDialog, useNotify } from '@portal/shared-ui';
import { useGetClientOptionsQuery } from '../api/clients-dropdown-api';
import { useAddClientMutation, useUpdateClientMutation, type Client } from '../api/clients-api';
import {
  CLIENT_FORM_FIELDS, clientFormSchema, clientFormValues, clientPayload, isDuplicateClientName, type ClientFormValues,
} from './client-form-schema';
import { ClientFormFields } from './client-form-fields';

export type ClientDialogState = { mode: 'create' } | { mode: 'edit' | 'view'; client: Client };

const TITLES = { create: 'Add New Client', edit: 'Edit Client', view: 'View Client' } as const;

/** Add, edit or view one client. Anyone but an ADMIN only ever gets the view-only form (spec §2). */
export function ClientDialog({ state, onClose }: { state: ClientDialogState | null; onClose: () => void }) {
  const canEdit = isAdmin(useRole());
  const notify = useNotify();
  // Loaded once a form that can save is open; the list is only needed for the duplicate-name check.
  const { data: knownClients = [] } = useGetClientOptionsQuery(undefined, { skip: !canEdit || !state || state.mode === 'view' });
  const [addClient] = useAddClientMutation();
  const [updateClient] = useUpdateClientMutation();

  if (!state || (state.mode === 'create' && !canEdit)) return null;
  const mode = canEdit ? state.mode : 'view';
  const client = state.mode === 'create' ? undefined : state.client;

  const warnDuplicate = () => notify.error('Client already exists', 'A client with this name already exists');

  const handleSubmit = async (values: ClientFormValues, helpers: FormikHelpers<ClientFormValues>) => {
    // Caught here without a round trip; the server's unique index still decides if two admins race.
    if (isDuplicateClientName(values.name, knownClients, client?.id)) return warnDuplicate();
    try {
      const payload = clientPayload(values);
      if (client) await updateClient({ id: client.id, payload }).unwrap();
      else await addClient(payload).unwrap();
      notify.success(client ? 'Client updated successfully' : 'Client created successfully');
      onClose();
    } catch (caught) {
      if (asApiError(caught)?.status === 409) return warnDuplicate();
      const failure = formFailureOf(caught, { fields: CLIENT_FORM_FIELDS, generic: 'Failed to save client. Please try again' });
      showFieldErrors(helpers, failure.fieldErrors);
      notify.error(client ? 'Failed to update client' : 'Failed to create client', failure.message);
    }
  };

  return (
    <FormDialog<ClientFormValues>
      mode={mode}
      title={TITLES[mode]}
      initialValues={clientFormValues(client)}
      validationSchema={clientFormSchema}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {(readOnly) => <ClientFormFields readOnly={readOnly} />}
    </FormDialog>
  );
}
