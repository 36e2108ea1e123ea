import { Button, Space, Tooltip } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';

type Props = {
  /** Names the row in the buttons' accessible names, e.g. 'View Grace Hopper'. */
  rowName: string;
  onView: () => void;
  /** Left out for MANAGER, who then sees only the view action (spec §2). */
  onEdit?: () => void;
};

/** The per-row View (for everyone) and Edit actions. */
export function RowActions({ rowName, onView, onEdit }: Props) {
  return (
    <Space size={4}>
      <Tooltip title="View">
        <Button type="text" icon={<EyeOutlined aria-hidden />} aria-label={`View ${rowName}`} onClick={onView} />
      </Tooltip>
      {onEdit && (
        <Tooltip title="Edit">
          <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${rowName}`} onClick={onEdit} />
        </Tooltip>
      )}
    </Space>
  );
}
