import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { initializeAuth, signIn, signOut } from '../session';
import { createPortalStore } from '../store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const admin = { id: 1, firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', role: 'ADMIN', officeEmail: 'admin@example.com' };

test('without a stored token the state settles unauthenticated and stores the initial roles', async () => {
  const store = createPortalStore();
  expect(store.getState().auth.loading).toBe(true);
  await store.dispatch(initializeAuth());
  expect(store.getState().auth).toEqual({ isAuthenticated: false, user: null, loading: false });
  expect(JSON.parse(window.localStorage.getItem('roles') ?? '[]')).toEqual(['Approver']);
});

test('a stored token loads the current user', async () => {
  window.localStorage.setItem('accessToken', 'good');
  server.use(http.get('/api/v1/users/currentuser', () => HttpResponse.json(admin)));
  const store = createPortalStore();
  await store.dispatch(initializeAuth());
  expect(store.getState().auth).toMatchObject({ isAuthenticated: true, loading: false, user: { fullName: 'Ada Admin' } });
});

test('a current user without an id counts as signed out', async () => {
  window.localStorage.setItem('accessToken', 'odd');
  server.use(http.get('/api/v1/users/currentuser', () => HttpResponse.json({ name: 'nobody' })));
  const store = createPortalStore();
  await store.dispatch(initializeAuth());
  expect(store.getState().auth.isAuthenticated).toBe(false);
});

test('sign-in sends the e-mail as username, stores the token and loads the user', async () => {
  let body: unknown;
  server.use(
    http.post('/api/v1/users/signin', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ accessToken: 'fresh' });
    }),
    http.get('/api/v1/users/currentuser', ({ request }) =>
      request.headers.get('authorization') === 'Bearer fresh' ? HttpResponse.json(admin) : new HttpResponse(null, { status: 401 }),
    ),
  );
  const store = createPortalStore();
  const result = await store.dispatch(signIn('admin@example.com', 'secret'));
  expect(result).toEqual({ ok: true });
  expect(body).toEqual({ username: 'admin@example.com', password: 'secret' });
  expect(window.localStorage.getItem('accessToken')).toBe('fresh');
  expect(store.getState().auth.user?.id).toBe(1);
});

test('a rejected sign-in reports the status and leaves no token', async () => {
  server.use(
    http.post('/api/v1/users/signin', () =>
      HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Username or password is incorrect.' }, { status: 401 }),
    ),
  );
  const store = createPortalStore();
  const result = await store.dispatch(signIn('admin@example.com', 'wrong'));
  expect(result).toEqual({ ok: false, status: 401, message: 'Username or password is incorrect.' });
  expect(window.localStorage.getItem('accessToken')).toBeNull();
  expect(store.getState().auth.isAuthenticated).toBe(false);
});

test('sign-out ends the session on the server without waiting, and clears every local key and the user', async () => {
  window.localStorage.setItem('accessToken', 'good');
  window.localStorage.setItem('something-else', 'x');
  let revokedWith: string | null = null;
  server.use(
    http.get('/api/v1/users/currentuser', () => HttpResponse.json(admin)),
    http.post('/api/v1/users/signout', ({ request }) => {
      revokedWith = request.headers.get('authorization');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const store = createPortalStore();
  await store.dispatch(initializeAuth());
  store.dispatch(signOut());
  expect(window.localStorage.length).toBe(0);
  expect(store.getState().auth).toEqual({ isAuthenticated: false, user: null, loading: false });
  await waitFor(() => expect(revokedWith).toBe('Bearer good'));
});

test('sign-out still signs out locally when the server cannot be reached', async () => {
  window.localStorage.setItem('accessToken', 'good');
  server.use(http.post('/api/v1/users/signout', () => HttpResponse.error()));
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createPortalStore();
  store.dispatch(signOut());
  expect(window.localStorage.getItem('accessToken')).toBeNull();
  await waitFor(() => expect(errors).toHaveBeenCalledWith('Sign-out request failed', expect.anything()));
  errors.mockRestore();
});
