import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, queryDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import { fill } from '../../../testing/fill';
import ProjectsPage from '../components/projects-page';
import { projectsServer, setUpProjectsServer, writes } from './projects-server';

setUpProjectsServer();

async function openAddDialog() {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ProjectsPage />, { route: '/projects', user: testUsers.admin });
  await screen.findByText('Apollo');
  await user.click(screen.getByRole('button', { name: 'Add Project' }));
  return { user, dialog: await findDialog('Add New Project') };
}

async function choose(user: UserEvent, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

test('Save with nothing chosen shows the required messages; the status starts at Not Started', async () => {
  const { user, dialog } = await openAddDialog();
  expect(within(dialog).getByTitle('Not Started')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Project name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Client is required')).toBeInTheDocument();
  expect(writes).toHaveLength(0);
});

test('In Progress needs progress details, and an end date before the start date is refused', async () => {
  const { user, dialog } = await openAddDialog();
  await choose(user, dialog, 'Status', 'In Progress');
  await user.type(within(dialog).getByLabelText('Start Date'), '02-10-2026{Enter}');
  await user.type(within(dialog).getByLabelText('End Date'), '02-01-2026{Enter}');
  // Enter also submits the form, possibly before the picker has stored the date; Save (once that submit is over) checks the settled values.
  await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Progress Details is required when status is In Progress')).toBeInTheDocument();
  expect(within(dialog).getByText('End Date should not be less than Start Date')).toBeInTheDocument();
  expect(writes).toHaveLength(0);
});

test('changing the status clears the progress details; a cleared status says Status is required', async () => {
  const { user, dialog } = await openAddDialog();
  await choose(user, dialog, 'Status', 'In Progress');
  await choose(user, dialog, 'Progress Details', 'Testing');
  expect(within(dialog).getByTitle('Testing')).toBeInTheDocument();
  await choose(user, dialog, 'Status', 'On Hold');
  await waitFor(() => expect(within(dialog).queryByTitle('Testing')).not.toBeInTheDocument());
  // antd's clear icon has no accessible name; it is the one inside the Status select.
  const statusSelect = within(dialog).getByRole('combobox', { name: 'Status' }).closest('.ant-select') as HTMLElement;
  await user.click(statusSelect.querySelector('.ant-select-clear') as HTMLElement);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Status is required')).toBeInTheDocument();
});

test('a name already used for the same client is refused before any call, with the field error and the toast', async () => {
  const { user, dialog } = await openAddDialog();
  await fill(user, within(dialog).getByLabelText('Project Name'), ' APOLLO ');
  await choose(user, dialog, 'Client', 'Acme Corp');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Project already exists')).toBeInTheDocument();
  expect(await screen.findByText('A project with this name for the selected client already exists')).toBeInTheDocument();
  expect(writes).toHaveLength(0);
});

test('saving sends the payload without progress details when none is chosen and says Project created successfully', async () => {
  const { user, dialog } = await openAddDialog();
  await fill(user, within(dialog).getByLabelText('Project Name'), ' Apollo ');
  // The same name for another client is fine.
  await choose(user, dialog, 'Client', 'Globex');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
  await waitFor(() => expect(queryDialog('Add New Project')).not.toBeInTheDocument());
  expect(writes[0]?.body).toEqual({ name: 'Apollo', clientId: 2, status: 'NOT_STARTED', startDate: null, endDate: null });
});

test('a duplicate found by the server (DUPLICATE_PROJECT) marks the name and shows only the duplicate toast on update', async () => {
  projectsServer.use(
    http.put('/api/v1/projects/:id', () =>
      HttpResponse.json({ statusCode: 409, message: 'Project already exists for this client', code: 'DUPLICATE_PROJECT' }, { status: 409 }),
    ),
  );
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ProjectsPage />, { route: '/projects', user: testUsers.admin });
  await user.click(await screen.findByRole('button', { name: 'Edit Borealis' }));
  const dialog = await findDialog('Edit Project');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await within(dialog).findByText('Project already exists')).toBeInTheDocument();
  expect(await screen.findByText('A project with this name for the selected client already exists')).toBeInTheDocument();
  expect(screen.queryByText('Failed to update project')).not.toBeInTheDocument();
});

test('other failures show Failed to create project with the generic text', async () => {
  projectsServer.use(http.post('/api/v1/projects', () => new HttpResponse(null, { status: 500 })));
  const { user, dialog } = await openAddDialog();
  await fill(user, within(dialog).getByLabelText('Project Name'), 'Zephyr');
  await choose(user, dialog, 'Client', 'Globex');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
  expect(screen.getByText('Failed to save project. Please try again.')).toBeInTheDocument();
});

test('editing sends PUT and says Project updated successfully', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ProjectsPage />, { route: '/projects', user: testUsers.admin });
  await user.click(await screen.findByRole('button', { name: 'Edit Apollo' }));
  const dialog = await findDialog('Edit Project');
  expect(within(dialog).getByLabelText('Project Name')).toHaveValue('Apollo');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
  expect(writes[0]).toMatchObject({
    method: 'PUT',
    body: { name: 'Apollo', clientId: 1, status: 'IN_PROGRESS', progressDetails: 'DEVELOPMENT', startDate: '2025-01-01', endDate: '2025-12-31' },
  });
});
