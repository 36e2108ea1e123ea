import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type AppProps } from 'antd';
import { Provider } from 'react-redux';
import { store as portalStore, type PortalStore } from '@portal/shared-auth';
import { portalTheme } from '../theme';

/** Toasts: at most 5 at once, 5 s each, stacked at the top right (spec §9). */
export const NOTIFICATION_CONFIG: AppProps['notification'] = { maxCount: 5, duration: 5, placement: 'topRight' };

export type PortalProvidersProps = {
  children: ReactNode;
  /** Defaults to the page's singleton store; tests pass their own. */
  store?: PortalStore;
};

/** Redux store, portal theme and antd's App context (for `App.useApp()` notifications) around the children. */
export function PortalProviders({ children, store = portalStore }: PortalProvidersProps) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={portalTheme}>
        <AntApp notification={NOTIFICATION_CONFIG}>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
