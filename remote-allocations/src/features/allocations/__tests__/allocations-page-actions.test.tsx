import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import AllocationsPage from '../components/allocations-page';
import { createAllocationServer } from './allocation-server';
jest.setTimeout(90_000);
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

const { server, requests, writes, clearRequests } = createAllocationServer();
serveDuringTests(server, clearRequests);

const renderPage = () => renderWithPortal(<AllocationsPage />, { route: '/allocations', user: testUsers.manager as never });

test('detail mode shows one allocation with Back to List and Edit Allocation', async () => {
  const user = setupUser();
  await renderPage();
  await user.click(await screen.findByRole('button', { name: 'View Grace Hopper on Apollo' }));
  expect(await screen.findByRole('heading', { name: 'Allocation Details' })).toBeInTheDocument();
  const details = (await screen.findByText('6 h per working day')).closest('.ant-descriptions');
  expect(details).toHaveTextContent('Grace Hopper');
  expect(details).toHaveTextContent('11-27-2026');
  expect(details).toHaveTextContent('125% over-allocated');
  expect(requests.some((r) => r.method === 'GET' && r.path === '/api/v1/allocations/5')).toBe(true);

  await user.click(screen.getByText('Edit Allocation'));
  const dialog = await findDialog('Edit Allocation');
  await user.click(within(dialog).getByText('Cancel'));

  await user.click(screen.getByText('Back to List'));
  expect(await screen.findByRole('heading', { name: 'Allocations' })).toBeInTheDocument();
  expect(screen.getByText('Apollo')).toBeVisible();
});

test('delete asks for confirmation, then deletes and says so', async () => {
  const user = setupUser();
  await renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete Grace Hopper on Apollo' }));
  const dialog = await findDialog('Delete Allocation');
  expect(within(dialog).getByText(/Are you sure you want to delete the allocation of Grace Hopper to Apollo\?/)).toBeInTheDocument();
  await user.click(within(dialog).getByText('Cancel'));
  expect(writes()).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete Grace Hopper on Apollo' }));
  await user.click(within(await findDialog('Delete Allocation')).getByText('Delete'));
  expect(await screen.findByText('Allocation deleted successfully')).toBeInTheDocument();
  expect(writes().map((r) => [r.method, r.path])).toEqual([['DELETE', '/api/v1/allocations/5']]);
});

test('a failed list load is shown with Retry instead of an empty list', async () => {
  let fail = true;
  server.use(
    http.get('/api/v1/allocations', () =>
      fail ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }, { status: 500 }) : undefined,
    ),
  );
  const user = setupUser();
  await renderPage();
  expect(await screen.findByText('Failed to fetch allocations')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByText('Retry'));
  expect(await screen.findByText('Apollo')).toBeInTheDocument();
});
