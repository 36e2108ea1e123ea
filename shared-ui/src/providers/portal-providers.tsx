import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type AppProps, type ThemeConfig } from 'antd';
import { Provider } from 'react-redux';
import { store as portalStore, type PortalStore } from '@portal/shared-auth';
import { portalTheme } from '../theme';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Toasts: at most 5 at once, 5 s each, stacked at the top right (spec §9). */
export const NOTIFICATION_CONFIG: AppProps['notification'] = { maxCount: 5, duration: 5, placement: 'topRight' };

export type PortalProvidersProps = {
  children: ReactNode;
  /** Defaults to the page's singleton store; tests pass their own. */
  store?: PortalStore;
};

/**
 * For people who ask their system for less motion (WCAG 2.3.3): antd's own switch, which opens and closes dialogs,
 * drawers and menus at once and makes its transitions instant. Only token values change, so antd's styles (and the
 * shell's sheet of them, keyed by antd's version, not the tokens) stay as they are.
 */
const portalThemeWithoutMotion: ThemeConfig = { ...portalTheme, token: { ...portalTheme.token, motion: false } };
/** The ripple a click draws round a button, which the motion switch leaves on. */
const NO_CLICK_RIPPLE = { disabled: true };

/** Redux store, portal theme and antd's App context (for `App.useApp()` notifications) around the children. */
export function PortalProviders({ children, store = portalStore }: PortalProvidersProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Provider store={store}>
      <ConfigProvider theme={reducedMotion ? portalThemeWithoutMotion : portalTheme} wave={reducedMotion ? NO_CLICK_RIPPLE : undefined}>
        <AntApp notification={NOTIFICATION_CONFIG}>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
