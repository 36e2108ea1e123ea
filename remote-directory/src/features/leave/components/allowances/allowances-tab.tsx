import { useState } from 'react';
import { Alert, Button, Flex, useGetEmployeeOptionsQuery } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import { LEAVE_TYPES } from '@portal/shared-contracts/values';
import { useGetLeaveAllowancesQuery } from '../../api/leave-api';
import type { PersonAllowance } from './allowance-columns';
import { AllowanceDialog, type AllowanceEdit } from './allowance-dialog';
import { AllowanceSection } from './allowance-section';
import { RemoveAllowanceDialog } from './remove-allowance-dialog';

/**
 * The Allowances tab (admins, issue 38): the default yearly allowance of each leave type, and each person's own where
 * it differs: add, edit and remove (the default applies again).
 */
export function AllowancesTab() {
  const { data, isFetching, isError } = useGetLeaveAllowancesQuery(undefined, { refetchOnMountOrArgChange: true });
  const people = useGetEmployeeOptionsQuery();
  const [editing, setEditing] = useState<AllowanceEdit | null>(null);
  const [removing, setRemoving] = useState<PersonAllowance | null>(null);
  const nameOf = (userId: number | null) => (userId === null ? 'default' : (people.data?.find((person) => person.id === userId)?.name ?? `Employee #${userId}`));
  const rows = (data?.data ?? []).map((allowance) => ({ ...allowance, personName: nameOf(allowance.userId) }));
  const defaults = rows.filter((row) => row.userId === null).sort((a, b) => LEAVE_TYPES.indexOf(a.leaveType) - LEAVE_TYPES.indexOf(b.leaveType));
  const own = rows.filter((row) => row.userId !== null).sort((a, b) => a.personName.localeCompare(b.personName) || a.leaveType.localeCompare(b.leaveType));
  const defaultActions = { onEdit: (row: PersonAllowance) => setEditing({ scope: 'default', allowance: row }) };
  const personActions = { onEdit: (row: PersonAllowance) => setEditing({ scope: 'person', allowance: row, personName: row.personName }), onRemove: setRemoving };
  const emptyText = (text: string) => (isFetching || isError ? null : text);

  return (
    <Flex vertical gap={24}>
      {isError ? <Alert type="error" title="Failed to fetch the leave allowances. Please try again." showIcon /> : null}
      <AllowanceSection id="default-allowances" title="Default allowances" person={false} rows={defaults} actions={defaultActions} loading={isFetching} emptyText={emptyText('No default allowances are set.')} />
      <AllowanceSection
        id="person-allowances"
        title="Per person"
        person
        rows={own}
        actions={personActions}
        loading={isFetching}
        emptyText={emptyText('Everyone has the default allowances.')}
        toolbar={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ scope: 'person' })}>
            Add Allowance
          </Button>
        }
      />
      {editing ? <AllowanceDialog edit={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? <RemoveAllowanceDialog allowance={removing} onClose={() => setRemoving(null)} /> : null}
    </Flex>
  );
}
