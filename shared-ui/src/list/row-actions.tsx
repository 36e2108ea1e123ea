import { Button, Space, Tooltip } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';

type Props = {
  /** Names the row in the buttons' accessible names, e.g. 'View Acme Corp'. */
  rowName: string;
  onView: () => void;
  /** Left out for read-only roles (e.g. MANAGER on Employees, Clients, Projects), who then see only View. */
  onEdit?: () => void;
};

/** The per-row View (for everyone) and Edit actions of a list. */
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
