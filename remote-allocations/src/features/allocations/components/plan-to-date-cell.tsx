import { Space, Tooltip, Typography, theme } from '@portal/shared-ui';

const hours = (value: number) => `${Math.round(value * 100) / 100} h`;

/** How far logged hours are from the plan so far, in words: "3 h behind the plan", "on plan", "2 h over the plan". */
export function planDifference(planned: number, logged: number): string {
  const difference = Math.round((logged - planned) * 100) / 100;
  if (difference === 0) return 'on plan';
  return difference < 0 ? `${hours(-difference)} behind the plan` : `${hours(difference)} over the plan`;
}

/**
 * Hours logged against hours planned from the allocation's start up to today (or its end): the figures and a small
 * bar of logged as a share of planned. The bar is decoration; the text carries the meaning.
 */
export function PlanToDateCell({ planned, logged }: { planned: number; logged: number }) {
  const { token } = theme.useToken();
  const share = planned > 0 ? Math.min(100, Math.round((logged / planned) * 100)) : logged > 0 ? 100 : 0;
  const summary = `Planned to date ${hours(planned)}, logged ${hours(logged)}: ${planDifference(planned, logged)}`;
  return (
    <Tooltip title={summary}>
      <Space orientation="vertical" size={0} style={{ minWidth: 96 }} aria-label={summary}>
        <Typography.Text>{`${hours(logged)} of ${hours(planned)}`}</Typography.Text>
        <div aria-hidden style={{ height: 4, borderRadius: 2, background: token.colorFillSecondary }}>
          <div style={{ width: `${share}%`, height: '100%', borderRadius: 2, background: logged < planned ? token.colorWarning : token.colorSuccess }} />
        </div>
      </Space>
    </Tooltip>
  );
}
