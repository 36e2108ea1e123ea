import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, queryDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import { fill } from '../../../testing/fill';
import ClientsPage from '../components/clients-page';
import { clientsServer, setUpClientsServer, writes } from './clients-server';

setUpClientsServer();

async function openAddDialog() {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.admin });
  await screen.findByText('Acme Corp');
  await user.click(screen.getByRole('button', { name: 'Add Client' }));
  const dialog = await findDialog('Add New Client');
  return { user, dialog };
}

test('a new client starts Active, and Save without a name says Name is required and sends nothing', async () => {
  const { user, dialog } = await openAddDialog();
  expect(within(dialog).getByRole('switch', { name: 'Status' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(writes).toHaveLength(0);
});

test('a name that only differs in case and spaces from a loaded client is refused before any call', async () => {
  const { user, dialog } = await openAddDialog();
  await fill(user, within(dialog).getByLabelText('Name'), '  acme CORP ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Client already exists')).toBeInTheDocument();
  expect(screen.getByText('A client with this name already exists')).toBeInTheDocument();
  expect(writes).toHaveLength(0);
});

test('saving a new client sends the trimmed fields with status ACTIVE, closes the dialog and says so', async () => {
  const { user, dialog } = await openAddDialog();
  await fill(user, within(dialog).getByLabelText('Name'), ' Umbrella ');
  await fill(user, within(dialog).getByLabelText('City'), 'Raccoon City');
  // Enter in a field submits, like the Save button.
  await fill(user, within(dialog).getByLabelText('Zip'), '90002');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Client created successfully')).toBeInTheDocument();
  await waitFor(() => expect(queryDialog('Add New Client')).not.toBeInTheDocument());
  expect(writes[0]?.body).toEqual({
    name: 'Umbrella', contactPerson: null, email: null, phone: null, city: 'Raccoon City', countryId: null, stateId: null,
    zip: '90002', active: true, status: 'ACTIVE',
  });
});

test('a duplicate the server finds (another admin was faster) shows Client already exists and keeps the dialog', async () => {
  clientsServer.use(http.post('/api/v1/clients', () => HttpResponse.json({ statusCode: 409, message: 'Client already exists' }, { status: 409 })));
  const { user, dialog } = await openAddDialog();
  await fill(user, within(dialog).getByLabelText('Name'), 'Umbrella');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('A client with this name already exists')).toBeInTheDocument();
  expect(queryDialog('Add New Client')).toBeInTheDocument();
});

test("a field the server refuses is marked on the field, and the toast gives the server's sentence", async () => {
  clientsServer.use(
    http.post('/api/v1/clients', () =>
      HttpResponse.json({ statusCode: 400, message: 'Unknown country', details: [{ field: 'countryId', message: 'does not exist' }] }, { status: 400 }),
    ),
  );
  const { user, dialog } = await openAddDialog();
  await fill(user, within(dialog).getByLabelText('Name'), 'Umbrella');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Failed to create client')).toBeInTheDocument();
  expect(screen.getByText('Unknown country')).toBeInTheDocument();
  expect(within(dialog).getByText('does not exist')).toBeInTheDocument();
});

test('any other failure shows the generic save text', async () => {
  clientsServer.use(http.post('/api/v1/clients', () => HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 })));
  const { user, dialog } = await openAddDialog();
  await fill(user, within(dialog).getByLabelText('Name'), 'Umbrella');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Failed to create client')).toBeInTheDocument();
  expect(screen.getByText('Failed to save client. Please try again')).toBeInTheDocument();
});

test('editing keeps its own name allowed, can switch the client inactive and says Client updated successfully', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.admin });
  await screen.findByText('Acme Corp');
  await user.click(screen.getByRole('button', { name: 'Edit Acme Corp' }));
  const dialog = await findDialog('Edit Client');
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Acme Corp');
  await user.click(within(dialog).getByRole('switch', { name: 'Status' }));
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Client updated successfully')).toBeInTheDocument();
  expect(writes[0]).toMatchObject({ method: 'PUT', body: { name: 'Acme Corp', active: false, status: 'INACTIVE', stateId: 3, countryId: 1 } });
  expect(writes[0]?.url).toMatch(/\/api\/v1\/clients\/1$/);
});

test('a failed update says Failed to update client', async () => {
  clientsServer.use(http.put('/api/v1/clients/:id', () => new HttpResponse(null, { status: 503 })));
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.admin });
  await user.click(await screen.findByRole('button', { name: 'Edit Globex' }));
  await user.click(within(await findDialog('Edit Client')).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Failed to update client')).toBeInTheDocument();
});
