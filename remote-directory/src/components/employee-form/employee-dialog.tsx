import { Button, Flex, Modal, useRestoreFocus } from '@portal/shared-ui';
import { Form, Formik } from 'formik';
import type { User } from '@portal/shared-auth';
import { ActiveToggle } from './active-toggle';
import { EmployeeFormFields } from './employee-form-fields';
import { employeeFormSchema, employeeFormValues, type EmployeeFormValues } from './employee-form-schema';
import { useSaveEmployee, type SaveTexts } from './use-save-employee';

export type EmployeeDialogMode = 'create' | 'edit' | 'view';

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

/**
 * Add, edit or view an employee in a dialog that does not close on an outside click (spec §2).
 * The buttons are inside the <form>, so Enter in a field submits it.
 */
export function EmployeeDialog({ mode, user, restricted = false, statusToggle = false, texts, onClose, onSaved }: Props) {
  const readOnly = mode === 'view';
  useRestoreFocus();
  const handleSubmit = useSaveEmployee({
    user,
    restricted,
    texts,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });

  return (
    <Modal
      open
      title={TITLES[mode]}
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={800}
      style={{ top: '5vh' }}
      styles={{ body: { maxHeight: 'calc(90vh - 110px)', overflowY: 'auto', paddingRight: 8 } }}
    >
      {statusToggle && mode === 'edit' && user && !restricted && <ActiveToggle user={user} />}
      <Formik<EmployeeFormValues> initialValues={employeeFormValues(user)} validationSchema={employeeFormSchema({ restricted })} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={TITLES[mode]}>
            <EmployeeFormFields readOnly={readOnly} restricted={restricted} />
            <Flex justify="end" gap={8}>
              <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
              {!readOnly && (
                <Button type="primary" htmlType="submit" loading={isSubmitting}>
                  {mode === 'edit' ? 'Update' : 'Save'}
                </Button>
              )}
            </Flex>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
