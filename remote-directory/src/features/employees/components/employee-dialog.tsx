import { FormDialog, type FormDialogMode } from '@portal/shared-ui';
import { isAdmin, useRole, type User } from '@portal/shared-auth';
import { ActiveToggle } from './active-toggle';
import { EmployeeFormFields } from './employee-form-fields';
import { employeeFormSchema, employeeFormValues, type EmployeeFormValues } from './employee-form-schema';
import { useSaveEmployee, type SaveTexts } from '../hooks/use-save-employee';

export type EmployeeDialogMode = FormDialogMode;

const TITLES: Record<EmployeeDialogMode, string> = { create: 'Add New Employee', edit: 'Edit Employee', view: 'View Employee' };

type Props = {
  mode: EmployeeDialogMode;
  user?: User;
  /** An EMPLOYEE or MANAGER editing themself: the fields of spec §6 are read-only and the active toggle is hidden. */
  restricted?: boolean;
  /** The Employees page offers the Active/Inactive switch when editing (spec §4); My Profile does not. */
  statusToggle?: boolean;
  texts: SaveTexts;
  onClose: () => void;
  onSaved?: (user: User) => void;
};

/** Add, edit or view an employee (spec §2). */
export function EmployeeDialog({ mode, user, restricted = false, statusToggle = false, texts, onClose, onSaved }: Props) {
  // Contracted hours and line managers are the admin's to set, on anyone's record (a manager neither on their own nor on another's).
  const role = useRole();
  const hoursLocked = restricted || !isAdmin(role);
  const handleSubmit = useSaveEmployee({
    user,
    restricted,
    hoursLocked,
    texts,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });

  return (
    <FormDialog<EmployeeFormValues>
      mode={mode}
      title={TITLES[mode]}
      notice={statusToggle && mode === 'edit' && user && !restricted ? <ActiveToggle user={user} /> : null}
      width={800}
      tall
      initialValues={employeeFormValues(user)}
      validationSchema={employeeFormSchema({ restricted })}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {(readOnly) => <EmployeeFormFields readOnly={readOnly} restricted={restricted} hoursLocked={hoursLocked} person={user} />}
    </FormDialog>
  );
}
