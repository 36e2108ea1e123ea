import type { ReactNode } from 'react';
import { ConfigProvider } from '@portal/shared-ui';
import { useDayByDay } from '../../hooks/day/use-day-by-day';

// antd sizes buttons, inputs, selects and pickers from controlHeight (32 px); a finger needs 44.
const TOUCH_THEME = { token: { controlHeight: 44 } };

/** Where the week is shown day by day (phones and tablets), the controls inside are touch-sized (44 px high); elsewhere it changes nothing. */
export function TouchSize({ children }: { children: ReactNode }) {
  return useDayByDay() ? <ConfigProvider theme={TOUCH_THEME}>{children}</ConfigProvider> : children;
}
