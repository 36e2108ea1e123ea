import { BrowserRouter } from 'react-router-dom';
import type { PortalStore } from '@portal/shared-auth';
import { PortalProviders } from '@portal/shared-ui';
import { AppRoutes } from './app-routes';
import { SessionEffects } from './session-effects';

/** The whole portal: providers, router, session effects and routes. */
export function App({ store }: { store?: PortalStore }) {
  return (
    <PortalProviders store={store}>
      <BrowserRouter>
        <SessionEffects />
        <AppRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
