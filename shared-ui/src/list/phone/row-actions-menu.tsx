import { Button, Dropdown } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { RowAction } from '../row-action';

type Props = { rowName: string; actions: readonly RowAction[] };

/** A touch-sized (44 × 44 px) "More actions" button opening the row's actions, same labels as the desktop buttons. */
export function RowActionsMenu({ rowName, actions }: Props) {
  const items = actions.map((action) => ({
    key: action.key,
    label: action.disabled && action.hint ? `${action.label} (${action.hint})` : action.label,
    icon: action.icon,
    danger: action.danger,
    disabled: action.disabled || action.loading,
    // A finger's target: 44 px high, as the button opening the menu.
    style: { paddingBlock: 11 },
  }));
  const handleClick = ({ key }: { key: string }) => actions.find((action) => action.key === key)?.onClick();
  return (
    <Dropdown menu={{ items, onClick: handleClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={`More actions for ${rowName}`} style={{ width: 44, height: 44, flex: 'none' }} />
    </Dropdown>
  );
}
