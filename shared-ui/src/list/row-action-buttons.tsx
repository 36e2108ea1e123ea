import { Button, Space, Tooltip } from 'antd';
import { useIsTablet } from '../layout/breakpoints';
import type { RowAction } from './row-action';

// A tablet is driven by touch: its row actions are 44 × 44 px targets (issue 23), the desktop keeps antd's 32 px.
const TOUCH_TARGET = { width: 44, height: 44 };

type Props = { actions: readonly RowAction[]; size?: number };

/** A row's actions as icon buttons with tooltips: the desktop table's action cell. */
export function RowActionButtons({ actions, size = 4 }: Props) {
  const touch = useIsTablet() ? TOUCH_TARGET : undefined;
  return (
    <Space size={size}>
      {actions.map((action) => (
        <Tooltip key={action.key} title={action.hint ?? action.label}>
          <Button
            type="text"
            danger={action.danger}
            icon={action.icon}
            aria-label={action.name ?? action.label}
            disabled={action.disabled}
            loading={action.loading}
            onClick={action.onClick}
            style={touch}
          />
        </Tooltip>
      ))}
    </Space>
  );
}
