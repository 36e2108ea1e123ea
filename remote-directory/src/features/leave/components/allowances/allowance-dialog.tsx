import type { FormikHelpers } from 'formik';
import { formFailureOf, showFieldErrors } from '@portal/shared-auth';
import type { LeaveAllowance } from '@portal/shared-contracts';
import { EmployeePicker, FormDialog, FormikNumber, FormikSelect, useGetEmployeeOptionsQuery, useNotify } from '@portal/shared-ui';
import { useSetLeaveAllowanceMutation } from '../../api/leave-api';
import { LEAVE_TYPE_OPTIONS, leaveTypeLabel } from '../shared/leave-labels';
import { ALLOWANCE_FORM_FIELDS, type AllowanceFormValues, defaultAllowanceSchema, personAllowanceSchema } from './allowance-form-schema';

/** What the dialog edits: a default (userId null), a person's own, or a new person's (nothing yet). */
export type AllowanceEdit = { scope: 'default'; allowance: LeaveAllowance } | { scope: 'person'; allowance?: LeaveAllowance; personName?: string };

type Props = { edit: AllowanceEdit; onClose: () => void };

function titleOf(edit: AllowanceEdit): string {
  if (edit.scope === 'default') return `Default ${leaveTypeLabel(edit.allowance.leaveType)} Allowance`;
  return edit.allowance ? `${edit.personName ?? 'Employee'}'s ${leaveTypeLabel(edit.allowance.leaveType)} Allowance` : 'Add Allowance';
}

/** Sets a default yearly allowance, or a person's own where it differs; the API's refusals land on the fields. */
export function AllowanceDialog({ edit, onClose }: Props) {
  const notify = useNotify();
  const [setAllowance] = useSetLeaveAllowanceMutation();
  const people = useGetEmployeeOptionsQuery(undefined, { skip: edit.scope === 'default' || !!edit.allowance });
  const existing = edit.allowance;
  const initialValues: AllowanceFormValues = { userId: existing?.userId ?? null, leaveType: existing?.leaveType ?? null, days: existing?.days ?? null };

  const handleSubmit = async (values: AllowanceFormValues, helpers: FormikHelpers<AllowanceFormValues>) => {
    if (values.leaveType === null || values.days === null) return;
    try {
      await setAllowance({ userId: edit.scope === 'default' ? null : values.userId, leaveType: values.leaveType, days: values.days }).unwrap();
      notify.success('Allowance saved');
      onClose();
    } catch (caught) {
      const failure = formFailureOf(caught, { fields: ALLOWANCE_FORM_FIELDS, generic: 'Please try again.' });
      showFieldErrors(helpers, failure.fieldErrors);
      notify.error('Failed to save the allowance', failure.message);
    }
  };

  return (
    <FormDialog<AllowanceFormValues>
      mode={existing ? 'edit' : 'create'}
      title={titleOf(edit)}
      intro={edit.scope === 'default' ? 'Yearly days for everyone without their own allowance of this type.' : 'Yearly days of this person, in place of the default.'}
      width={480}
      initialValues={initialValues}
      validationSchema={edit.scope === 'default' ? defaultAllowanceSchema : personAllowanceSchema}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {() => (
        <>
          {edit.scope === 'person' && !existing ? (
            <EmployeePicker name="userId" label="Employee" employees={people.data ?? []} loading={people.isLoading} />
          ) : null}
          {existing ? null : <FormikSelect name="leaveType" label="Type" required placeholder="Select Type" options={LEAVE_TYPE_OPTIONS} />}
          <FormikNumber name="days" label="Days per year" required min={0} max={366} step={0.5} />
        </>
      )}
    </FormDialog>
  );
}
