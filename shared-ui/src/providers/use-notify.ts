import { useMemo } from 'react';
import { App } from 'antd';
import type { ReactNode } from 'react';

export type Notify = {
  success: (title: ReactNode, description?: ReactNode) => void;
  error: (title: ReactNode, description?: ReactNode) => void;
};

/** Toasts through antd's notification (needs PortalProviders above): title and optional description. */
export function useNotify(): Notify {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description }),
      error: (title, description) => notification.error({ title, description }),
    }),
    [notification],
  );
}
