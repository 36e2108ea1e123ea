import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { RowAction } from './row-action';

type Props = {
  /** Names the row in the buttons' accessible names, e.g. 'View Acme Corp'. */
  rowName: string;
  onView: () => void;
  /** Left out for read-only roles (e.g. MANAGER on Employees, Clients, Projects), who then see only View. */
  onEdit?: () => void;
};

/** The View (for everyone) and Edit actions of a list row, for the table's buttons and the phone card's menu alike. */
export function viewEditActions({ rowName, onView, onEdit }: Props): RowAction[] {
  const view: RowAction = { key: 'view', label: 'View', name: `View ${rowName}`, icon: <EyeOutlined aria-hidden />, onClick: onView };
  if (!onEdit) return [view];
  return [view, { key: 'edit', label: 'Edit', name: `Edit ${rowName}`, icon: <EditOutlined aria-hidden />, onClick: onEdit }];
}
