import type { ReactNode } from 'react';
import { ConfigProvider } from '@portal/shared-ui';
import { useDayByDay } from '../../hooks/day/use-day-by-day';

// antd sizes buttons, inputs, selects and pickers from controlHeight (32 px); a finger needs 44.
const TOUCH_THEME = { token: { controlHeight: 44 } };
// A theme that changes nothing, rather than none: antd's ConfigProvider wraps its children in one more provider when
// given a theme, and a wrapper there or not would mount them afresh.
const SAME_THEME = { token: {} };

/**
 * Where the week is shown day by day (phones and tablets), the controls inside are touch-sized (44 px high); elsewhere
 * it changes nothing. Always the same element, only its theme changing: a wrapper there or not would make React
 * mount the whole week again when the viewport class changes, losing the hours typed and not yet saved.
 */
export function TouchSize({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={useDayByDay() ? TOUCH_THEME : SAME_THEME}>{children}</ConfigProvider>;
}
