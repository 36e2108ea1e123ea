import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import ProjectsPage from '../components/projects-page';
import { listRequests, setUpProjectsServer, writes } from './projects-server';

setUpProjectsServer();

test('lists projects by name descending with their client, status and progress', async () => {
  renderWithPortal(<ProjectsPage />, { route: '/projects', user: testUsers.admin });
  expect(await screen.findAllByText('Loading projects...')).toHaveLength(1);
  const row = (await screen.findByRole('button', { name: 'Apollo' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Acme Corp')).toBeInTheDocument();
  expect(within(row).getByText('In Progress')).toBeInTheDocument();
  expect(within(row).getByText('Development')).toBeInTheDocument();
  expect(within(row).getByText('01-01-2025')).toBeInTheDocument();
  expect(Object.fromEntries(listRequests[0] ?? [])).toEqual({ limit: '10', offset: '0', order: 'desc', orderBy: 'name' });
});

test('the client and status filters query the API and show the empty text when nothing matches', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ProjectsPage />, { route: '/projects', user: testUsers.manager });
  await screen.findByText('Apollo');
  await user.click(screen.getByRole('combobox', { name: 'Filter by client' }));
  await user.click(await screen.findByTitle('Globex'));
  await waitFor(() => expect(listRequests.at(-1)?.get('clientId')).toBe('2'));
  expect(await screen.findByText('Borealis')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
  await user.click(await screen.findByTitle('Completed'));
  expect(await screen.findByText('No projects found. Try adjusting your search or add a new project.')).toBeInTheDocument();
  expect(Object.fromEntries(listRequests.at(-1) ?? [])).toMatchObject({ clientId: '2', status: 'COMPLETED', offset: '0' });
});

test('a MANAGER sees no Add Project and no edit action; View opens the read-only View Project form', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<ProjectsPage />, { route: '/projects', user: testUsers.manager });
  await screen.findByText('Apollo');
  expect(screen.queryByRole('button', { name: 'Add Project' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Apollo' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View Apollo' }));
  const dialog = await findDialog('View Project');
  expect(within(dialog).getByLabelText('Project Name')).toBeDisabled();
  expect(within(dialog).getByRole('combobox', { name: 'Status' })).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  expect(writes).toHaveLength(0);
});

test('detail mode shows the project with Back to List; Edit Project only for an ADMIN', async () => {
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderWithPortal(<ProjectsPage />, { route: '/projects', user: testUsers.manager });
  await user.click(await screen.findByRole('button', { name: 'Borealis' }));
  expect(await screen.findByRole('heading', { name: 'Project Details' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Project details' });
  expect(await within(details).findByText('On Hold')).toBeInTheDocument();
  expect(within(details).getByText('Globex')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Project' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to List' }));
  expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  unmount();

  renderWithPortal(<ProjectsPage />, { route: '/projects', user: testUsers.admin });
  await user.click(await screen.findByRole('button', { name: 'Apollo' }));
  await within(screen.getByRole('region', { name: 'Project details' })).findByText('Development');
  await user.click(screen.getByRole('button', { name: 'Edit Project' }));
  expect(within(await findDialog('Edit Project')).getByLabelText('Project Name')).toHaveValue('Apollo');
});
