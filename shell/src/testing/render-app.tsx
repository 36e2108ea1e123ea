import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { authResolved, createPortalStore, type CurrentUser } from '@portal/shared-auth';
import { PortalProviders } from '@portal/shared-ui';
import { AppRoutes } from '../app/app-routes';
import { SessionEffects } from '../app/session-effects';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

type Options = {
  route?: string;
  /** The signed-in user; null for signed out. */
  user?: CurrentUser | null;
  /** Stored access token; defaults to one whenever a user is given. */
  token?: string | null;
  /** Leave auth in its initial loading state. */
  loading?: boolean;
};

/** Renders the shell's routes at `route` with a fresh store, as bootstrap would after start-up auth. */
export async function renderApp({ route = '/', user = null, token = user ? 'token-1' : null, loading = false }: Options = {}) {
  if (token) window.localStorage.setItem('accessToken', token);
  const store = createPortalStore();
  if (!loading) store.dispatch(authResolved(user));
  const result = render(
    <PortalProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <SessionEffects />
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </PortalProviders>,
  );
  await act(async () => undefined);
  return { ...result, store };
}

export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
