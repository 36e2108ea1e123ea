import { act, screen, waitFor } from '@testing-library/react';
import { authApi } from '@portal/shared-auth';
import { makeUser } from '@portal/shared-ui/testing';
import { jsonResponse, mockFetch } from '@portal/shared-ui/testing';
import { currentPath, renderApp } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../testing/federation-runtime-mock'));

const admin = makeUser({ role: 'ADMIN' });
const manager = makeUser({ role: 'MANAGER' });
const employee = makeUser({ role: 'EMPLOYEE' });

afterEach(() => window.localStorage.clear());

describe('ProtectedRoute', () => {
  it('shows a full-screen spinner while authentication loads', async () => {
    await renderApp({ route: '/clients', token: 'token-1', loading: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(currentPath()).toBe('/clients');
  });

  it('sends a visitor without a stored token to /signin', async () => {
    await renderApp({ route: '/clients' });
    expect(currentPath()).toBe('/signin');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each(['/', '/timesheets/42', '/unauthorized'])('sends a visitor without a stored token from %s straight to /signin', async (route) => {
    await renderApp({ route });
    expect(currentPath()).toBe('/signin');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a stale token whose user could not be loaded to /signin', async () => {
    await renderApp({ route: '/projects', token: 'stale', user: null });
    expect(currentPath()).toBe('/signin');
  });

  it('renders the page inside the layout for a signed-in user', async () => {
    await renderApp({ route: '/projects', user: admin });
    expect(await screen.findByRole('heading', { name: 'remote_projects/ProjectsPage' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('PublicOnlyRoute', () => {
  it('shows the sign-in page to a signed-out visitor', async () => {
    await renderApp({ route: '/signin' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-in user to / (and on to their home)', async () => {
    await renderApp({ route: '/signin', user: manager });
    expect(currentPath()).toBe('/clients');
  });
});

describe('role redirects', () => {
  it.each([
    ['EMPLOYEE', employee, '/', '/profile'],
    ['MANAGER', manager, '/', '/clients'],
    ['ADMIN', admin, '/', '/clients'],
    ['EMPLOYEE', employee, '/clients', '/unauthorized'],
    ['EMPLOYEE', employee, '/allocations', '/unauthorized'],
    ['EMPLOYEE', employee, '/holidays', '/unauthorized'],
    ['ADMIN', admin, '/holidays?year=2027', '/holidays'],
    ['EMPLOYEE', employee, '/utilisation', '/unauthorized'],
    ['MANAGER', manager, '/utilisation?groupBy=project', '/utilisation'],
    ['MANAGER', manager, '/timesheets', '/timesheets'],
    ['MANAGER', manager, '/timesheets/42', '/timesheets/42'],
    ['EMPLOYEE', employee, '/timesheets', '/timesheets'],
    ['MANAGER', manager, '/leave', '/leave'],
    ['ADMIN', admin, '/leave?tab=allowances', '/leave'],
    ['EMPLOYEE', employee, '/leave', '/unauthorized'],
    ['MANAGER', manager, '/team-calendar?month=2026-12&scope=department', '/team-calendar'],
    ['ADMIN', admin, '/team-calendar', '/team-calendar'],
    ['EMPLOYEE', employee, '/team-calendar', '/unauthorized'],
  ])('%s at %s ends at %s', async (_role, user, route, expected) => {
    await renderApp({ route, user });
    expect(currentPath()).toBe(expected);
  });

  it('renders the holidays page of the allocations remote for an ADMIN', async () => {
    await renderApp({ route: '/holidays', user: admin });
    expect(await screen.findByRole('heading', { name: 'remote_allocations/HolidaysPage' })).toBeInTheDocument();
  });

  it('renders the utilisation page of the allocations remote for a MANAGER', async () => {
    await renderApp({ route: '/utilisation', user: manager });
    expect(await screen.findByRole('heading', { name: 'remote_allocations/UtilisationPage' })).toBeInTheDocument();
  });

  it('renders the timesheets remote for a MANAGER', async () => {
    await renderApp({ route: '/timesheets', user: manager });
    expect(await screen.findByRole('heading', { name: 'remote_timesheets/TimesheetsPage' })).toBeInTheDocument();
  });

  it('explains the unauthorized page and links home', async () => {
    await renderApp({ route: '/employees', user: employee });
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });
});

describe('other pages', () => {
  it('shows Page Not Found with a link back home for unknown paths', async () => {
    await renderApp({ route: '/no/such/page', user: admin });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows the set-password placeholder with a way back', async () => {
    await renderApp({ route: '/auth/set-password/abc123' });
    expect(screen.getByRole('heading', { name: 'Set Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Sign In/ })).toHaveAttribute('href', '/signin');
  });

  it('signs out and goes to /signin when the API rejects the session', async () => {
    mockFetch(() => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, 401));
    const { store } = await renderApp({ route: '/clients', user: admin });
    await act(async () => {
      await store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    });
    await waitFor(() => expect(currentPath()).toBe('/signin'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});
