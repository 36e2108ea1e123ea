import { useIsPhone, useIsTablet } from '@portal/shared-ui';

/**
 * Whether the week is shown day by day: on a phone, and on a tablet too, where the grid's seven columns do not fit
 * either (at 768 px it scrolls sideways from Friday on) and fingers want larger targets than its cells.
 */
export function useDayByDay(): boolean {
  const phone = useIsPhone();
  const tablet = useIsTablet();
  return phone || tablet;
}
