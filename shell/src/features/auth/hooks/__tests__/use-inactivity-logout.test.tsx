import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authResolved, createPortalStore } from '@portal/shared-auth';
import { makeUser } from '@portal/shared-ui/testing';
import { INACTIVITY_TIMEOUT_MS, useInactivityLogout } from '../use-inactivity-logout';

function Harness() {
  useInactivityLogout();
  return null;
}

function renderSignedIn(signedIn = true) {
  window.localStorage.setItem('accessToken', 'token-1');
  const store = createPortalStore();
  store.dispatch(authResolved(signedIn ? makeUser() : null));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/clients']}>
        <Harness />
        <Routes>
          <Route path="/clients" element={<p>Clients page</p>} />
          <Route path="/signin" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

function elapse(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

// Signing out also ends the session on the server (fire and forget); answer it as the API would.
const server = setupServer(http.post('/api/v1/users/signout', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('useInactivityLogout', () => {
  it('is 15 minutes', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(900000);
  });

  it('signs out and goes to /signin after 15 idle minutes', () => {
    const store = renderSignedIn();
    elapse(INACTIVITY_TIMEOUT_MS - 1);
    expect(screen.getByText('Clients page')).toBeInTheDocument();
    elapse(1);
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it.each(['mouseMove', 'mouseDown', 'keyDown', 'touchStart', 'scroll'] as const)('restarts the countdown on %s', (event) => {
    renderSignedIn();
    elapse(INACTIVITY_TIMEOUT_MS - 1000);
    act(() => {
      fireEvent[event](event === 'scroll' ? window : document.body);
    });
    elapse(INACTIVITY_TIMEOUT_MS - 1000);
    expect(screen.getByText('Clients page')).toBeInTheDocument();
    elapse(1000);
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it('does nothing for a signed-out visitor', () => {
    renderSignedIn(false);
    elapse(INACTIVITY_TIMEOUT_MS * 2);
    expect(screen.getByText('Clients page')).toBeInTheDocument();
    expect(window.localStorage.getItem('accessToken')).toBe('token-1');
  });
});
