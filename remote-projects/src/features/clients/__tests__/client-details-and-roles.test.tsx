import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import ClientsPage from '../components/clients-page';
import { clientsServer, setUpClientsServer, writes } from './clients-server';

setUpClientsServer();

test('a MANAGER sees no Add Client button and no edit action, and View opens the read-only View Client form', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.manager });
  await screen.findByText('Acme Corp');
  expect(screen.queryByRole('button', { name: 'Add Client' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Acme Corp' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View Acme Corp' }));
  const dialog = await findDialog('View Client');
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Acme Corp');
  expect(within(dialog).getByLabelText('Name')).toBeDisabled();
  expect(within(dialog).getByLabelText('City')).toBeDisabled();
  expect(within(dialog).getByRole('switch', { name: 'Status' })).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  // The dialog's own X is also named Close; the last one is the footer button.
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
  expect(writes).toHaveLength(0);
});

test('clicking a name opens detail mode with Back to List; a MANAGER gets no Edit Client', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.manager });
  await user.click(await screen.findByRole('button', { name: 'Globex' }));
  expect(await screen.findByRole('heading', { name: 'Client Details' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Client details' });
  expect(await within(details).findByText('info@globex.test')).toBeInTheDocument();
  expect(within(details).getByText('Inactive')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Search clients' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Client' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to List' }));
  expect(screen.getByRole('heading', { name: 'Clients' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search clients' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Client details' })).not.toBeInTheDocument();
});

test('an ADMIN in detail mode opens Edit Client from there', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.admin });
  await user.click(await screen.findByRole('button', { name: 'Acme Corp' }));
  await within(screen.getByRole('region', { name: 'Client details' })).findByText('Road Runner');
  expect(screen.queryByRole('button', { name: 'Add Client' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Client' }));
  const dialog = await findDialog('Edit Client');
  expect(within(dialog).getByLabelText('Contact Person')).toHaveValue('Road Runner');
});

test('a client that cannot be loaded in detail mode says Error fetching client', async () => {
  clientsServer.use(http.get('/api/v1/clients/:id', () => HttpResponse.json({ statusCode: 404, message: 'Client not found.' }, { status: 404 })));
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.admin });
  await user.click(await screen.findByRole('button', { name: 'Acme Corp' }));
  expect(await screen.findByText('Error fetching client')).toBeInTheDocument();
});
