import { Badge } from 'antd';
import { BRAND_COLOR } from '../theme';

/** The count of a list's rows in the brand colour, e.g. '42 timesheets'. */
export function TotalBadge({ text }: { text: string }) {
  return <Badge count={text} showZero color={BRAND_COLOR} />;
}
