import { Space } from '@portal/shared-ui';
import { HOLIDAY_BACKGROUND, markStyle, swatchStyle, WEEKEND_BACKGROUND } from './calendar-styles';

/** What the marks mean; the cells say it in words for screen readers as well. */
export function CalendarLegend() {
  const mark = (status: 'APPROVED' | 'PENDING', half = false) => <span aria-hidden style={{ ...markStyle(status, half), display: 'inline-block', width: half ? 9 : 18, height: 14, verticalAlign: 'middle', marginRight: 6 }} />;
  return (
    <Space wrap size="middle" aria-label="Legend" role="list">
      <span role="listitem">{mark('APPROVED')}Approved leave</span>
      <span role="listitem">{mark('PENDING')}Pending request</span>
      <span role="listitem">{mark('APPROVED', true)}Half day</span>
      <span role="listitem"><span aria-hidden style={swatchStyle(HOLIDAY_BACKGROUND)} />Public holiday</span>
      <span role="listitem"><span aria-hidden style={swatchStyle(WEEKEND_BACKGROUND)} />Weekend</span>
    </Space>
  );
}
