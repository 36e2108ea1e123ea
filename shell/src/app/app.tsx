import { BrowserRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { store as portalStore, type PortalStore } from '@portal/shared-auth';
import { AppRoutes } from './app-routes';
import { SessionEffects } from './session-effects';

/** The whole portal: store, router, session effects and routes (antd's providers wrap the routes past sign-in). */
export function App({ store = portalStore }: { store?: PortalStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <SessionEffects />
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
