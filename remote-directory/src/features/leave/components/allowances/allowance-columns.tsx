import type { ColumnsType } from 'antd/es/table';
import type { LeaveAllowance } from '@portal/shared-contracts';
import { type ListCard, type RowAction, RowActionButtons } from '@portal/shared-ui';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { daysText, leaveTypeLabel } from '../shared/leave-labels';

export type PersonAllowance = LeaveAllowance & { personName: string };

type Actions = { onEdit: (row: PersonAllowance) => void; onRemove?: (row: PersonAllowance) => void };

/** Names an allowance in its buttons: 'Grace Hopper Vacation', or 'default Vacation'. */
export const allowanceName = (row: PersonAllowance) => `${row.personName} ${leaveTypeLabel(row.leaveType)}`;

export function allowanceActions(row: PersonAllowance, { onEdit, onRemove }: Actions): RowAction[] {
  const edit: RowAction = { key: 'edit', label: 'Edit', name: `Edit ${allowanceName(row)} allowance`, icon: <EditOutlined aria-hidden />, onClick: () => onEdit(row) };
  if (!onRemove) return [edit];
  return [edit, { key: 'remove', label: 'Remove', name: `Remove ${allowanceName(row)} allowance`, icon: <DeleteOutlined aria-hidden />, danger: true, onClick: () => onRemove(row) }];
}

export const allowanceCard = (person: boolean): Omit<ListCard<PersonAllowance>, 'actions'> => ({
  title: person ? ['personName'] : ['leaveType'],
  fields: person ? ['leaveType', 'days'] : ['days'],
  rowName: allowanceName,
});

/** A default (type, days) or a person's own allowance (person, type, days), with its actions. */
export function allowanceColumns(person: boolean, actions: Actions): ColumnsType<PersonAllowance> {
  return [
    ...(person ? [{ title: 'Employee', dataIndex: 'personName' }] : []),
    { title: 'Type', dataIndex: 'leaveType', render: leaveTypeLabel },
    { title: 'Days per year', dataIndex: 'days', render: daysText },
    { title: 'Action', key: 'action', render: (_value: unknown, row: PersonAllowance) => <RowActionButtons actions={allowanceActions(row, actions)} size={0} /> },
  ];
}
