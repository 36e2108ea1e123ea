import { BrowserRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { store as portalStore, type PortalStore } from '@portal/shared-auth';
import { AppRoutes } from './app-routes';
import { SessionEffects } from './session-effects';

/** The whole portal: store, router, session effects and routes (antd's providers wrap the routes past sign-in). */
export function App({ store = portalStore }: { store?: PortalStore }) {
  return (
    <Provider store={store}>
      {/* Without transitions, a click in the navigation takes the page it leaves off the screen at once, cancelling
          its pending work (a search typed a moment before). With them, React kept rendering the old page while the
          new one was prepared, and that search could navigate back to the page the user had just left. */}
      <BrowserRouter useTransitions={false}>
        <SessionEffects />
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
