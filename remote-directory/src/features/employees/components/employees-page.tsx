import { useState } from 'react';
import { Button, PageHeading } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import { isAdmin, useRole, type User } from '@portal/shared-auth';
import { EmployeeDialog, type EmployeeDialogMode } from './employee-dialog';
import { USER_TEXTS } from '../hooks/use-save-employee';
import { EmployeeDetails } from './employee-details';
import { EmployeesTable } from './employees-table';

type DialogState = { mode: 'create' } | { mode: Exclude<EmployeeDialogMode, 'create'>; user: User };

/** Exposed as `remote_directory/EmployeesPage`: list or detail mode, plus the Add/Edit/View dialog (spec §2). */
export default function EmployeesPage() {
  const canEdit = isAdmin(useRole());
  const [detailId, setDetailId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const edit = canEdit ? (user: User) => setDialog({ mode: 'edit', user }) : undefined;

  const addButton = canEdit && detailId === null && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ mode: 'create' })}>
      Add Employee
    </Button>
  );

  return (
    <>
      <PageHeading title={detailId === null ? 'Employees' : 'Employee Details'} extra={addButton} />
      {/* The list stays mounted in detail mode, so Back to List returns to the same page, sort, search and filters. */}
      <div hidden={detailId !== null}>
        <EmployeesTable onOpenDetails={(user) => setDetailId(user.id)} onView={(user) => setDialog({ mode: 'view', user })} onEdit={edit} />
      </div>
      {detailId !== null && <EmployeeDetails userId={detailId} onBack={() => setDetailId(null)} onEdit={edit} />}
      {dialog && (
        <EmployeeDialog
          mode={dialog.mode}
          user={dialog.mode === 'create' ? undefined : dialog.user}
          statusToggle
          texts={dialog.mode === 'create' ? USER_TEXTS.create : USER_TEXTS.update}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
