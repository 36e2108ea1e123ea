import type { FormikHelpers } from 'formik';
import { asApiError, formFailureOf, showFieldErrors, type User } from '@portal/shared-auth';
import { useNotify } from '@portal/shared-ui';
import { useAddUserMutation, useUpdateUserMutation } from '../api/users-api';
import { isEmailConflict } from '../utils/api-errors';
import { EMPLOYEE_FORM_FIELDS, employeePayload, newEmployeePayload, type EmployeeFormValues } from '../components/employee-form-schema';

/** Toast texts of a save: success title (and description), failure title and fallback description. */
export type SaveTexts = { success: [string, string?]; failure: [string, string] };

type Options = {
  /** The user being edited; undefined when creating one. */
  user?: User;
  restricted: boolean;
  /** The viewer may not set contracted hours: they are not sent. */
  hoursLocked: boolean;
  /** Texts of spec §8: Employees uses the user texts, My Profile its own. */
  texts: SaveTexts;
  onSaved: (user: User) => void;
};

/** A new user has no password: the server e-mails an active one a set-password link. */
export const NO_PASSWORD_YET = 'They will receive an e-mail with a link to set their password.';

/** Users texts of spec §8 for the Employees page. */
export const USER_TEXTS: Record<'create' | 'update', SaveTexts> = {
  create: { success: ['User created successfully'], failure: ['Failed to create user', 'Please try again.'] },
  update: { success: ['User updated successfully'], failure: ['Failed to update user', 'Please try again.'] },
};

/** Creates or updates a user from the form, with the notifications of spec §8 and the server's field errors on the fields. */
export function useSaveEmployee({ user, restricted, hoursLocked, texts, onSaved }: Options) {
  const notify = useNotify();
  const [addUser] = useAddUserMutation();
  const [updateUser] = useUpdateUserMutation();

  return async (values: EmployeeFormValues, helpers: FormikHelpers<EmployeeFormValues>) => {
    try {
      const saved = user
        ? await updateUser({ id: user.id, payload: employeePayload(values, { restricted, hoursLocked, weeklyHoursBefore: user.weeklyHours }) }).unwrap()
        : await addUser(newEmployeePayload(values)).unwrap();
      // The admin should know how the new person gets in; an inactive account gets no e-mail.
      const noPasswordYet = 'passwordSetupRequired' in saved && saved.passwordSetupRequired && saved.active;
      notify.success(texts.success[0], noPasswordYet ? NO_PASSWORD_YET : texts.success[1]);
      onSaved(saved);
    } catch (caught) {
      if (isEmailConflict(asApiError(caught))) {
        helpers.setFieldError('officeEmail', 'A user with this email already exists.');
        notify.error('Email Already Exists', 'A user with this email already exists. Please use a different email.');
        return;
      }
      const failure = formFailureOf(caught, { fields: EMPLOYEE_FORM_FIELDS, generic: texts.failure[1] });
      showFieldErrors(helpers, failure.fieldErrors);
      notify.error(texts.failure[0], failure.message);
    }
  };
}
