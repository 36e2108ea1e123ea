import type { ReactNode } from 'react';
import { ConfigProvider, useIsPhone } from '@portal/shared-ui';

// antd sizes buttons, inputs, selects and pickers from controlHeight (32 px); a finger needs 44.
const TOUCH_THEME = { token: { controlHeight: 44 } };

/** On a phone, the controls inside are touch-sized (44 px high); elsewhere it changes nothing. */
export function TouchSize({ children }: { children: ReactNode }) {
  return useIsPhone() ? <ConfigProvider theme={TOUCH_THEME}>{children}</ConfigProvider> : children;
}
