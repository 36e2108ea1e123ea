import type { CSSProperties, ReactNode } from 'react';
import { useIsPhone } from '../layout/breakpoints';

/** Props a DatePicker or RangePicker takes to be used by touch; empty from md up, so the desktop keeps typing. */
export type TouchPickerProps = {
  inputReadOnly?: boolean;
  panelRender?: (panel: ReactNode) => ReactNode;
  styles?: { popup?: { container?: CSSProperties } };
};

const STACKED_PANELS = 'portal-stacked-panels';

/**
 * A range's two months sit side by side (about 580 px); on a phone they go one above the other. React hoists the
 * rule into <head> once however many pickers render it (the portal's CSP allows inline styles).
 */
function renderStacked(panel: ReactNode): ReactNode {
  return (
    <div className={STACKED_PANELS}>
      <style href={STACKED_PANELS} precedence="default">{`.${STACKED_PANELS} .ant-picker-panels{flex-direction:column}`}</style>
      {panel}
    </div>
  );
}

const TOUCH_PROPS: TouchPickerProps = {
  // Typing a date is the desktop's shortcut; on a phone the keyboard would cover the calendar being tapped.
  inputReadOnly: true,
  panelRender: renderStacked,
  // A range popup shifts right under its second box; on a 360 px screen that pushes it past the edge.
  styles: { popup: { container: { marginLeft: 0 } } },
};

/** Spread on an antd DatePicker or RangePicker: below md no keyboard over the calendar, and a popup that fits 360 px. */
export function useTouchPicker(): TouchPickerProps {
  return useIsPhone() ? TOUCH_PROPS : {};
}
