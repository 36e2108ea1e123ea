import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authResolved, createPortalStore, type CurrentUser } from '@portal/shared-auth';
import { PortalProviders } from '../providers/portal-providers';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

type Options = { route?: string; user?: CurrentUser | null };

/**
 * Renders `ui` inside the portal providers and a memory router at `route`, with the given user signed in,
 * then lets antd's deferred (microtask) updates settle.
 */
export async function renderWithPortal(ui: ReactElement, { route = '/', user = null }: Options = {}) {
  const store = createPortalStore();
  store.dispatch(authResolved(user));
  const result = render(
    <PortalProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PortalProviders>,
  );
  await act(async () => undefined);
  return { ...result, store };
}
