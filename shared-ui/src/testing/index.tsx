import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { authResolved, createPortalStore, type CurrentUser } from '@portal/shared-auth';
import { PortalProviders } from '../providers/portal-providers';

type Options = { route?: string; user?: Partial<CurrentUser> & { id: number; role: CurrentUser['role'] } };

function LocationSpy({ onChange }: { onChange: (url: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    onChange(pathname + search);
  }, [pathname, search, onChange]);
  return null;
}

/**
 * Renders a page the way the shell does: a fresh store, the portal providers and a router at `route`;
 * `url()` is where the router is now (path and query string).
 */
export function renderWithPortal(ui: ReactElement, { route = '/', user }: Options = {}) {
  const store = createPortalStore();
  if (user) store.dispatch(authResolved(user as CurrentUser));
  let current = route;
  const view = render(
    <PortalProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationSpy
          onChange={(url) => {
            current = url;
          }}
        />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { store, url: () => current, ...view };
}

export const testUsers = {
  admin: { id: 1, firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', role: 'ADMIN', officeEmail: 'admin@example.com' },
  manager: { id: 2, firstName: 'Max', lastName: 'Manager', fullName: 'Max Manager', role: 'MANAGER', officeEmail: 'manager@example.com' },
  employee: { id: 3, firstName: 'Eve', lastName: 'Employee', fullName: 'Eve Employee', role: 'EMPLOYEE', officeEmail: 'employee@example.com' },
} as const;
export { makeUser } from './fixtures';
export { jsonResponse, mockFetch } from './mock-fetch';
export { dialogClosed, findDialog, queryDialog } from './find-dialog';
export { createRecordingServer, serveDuringTests, type RecordedRequest } from './recording-server';
