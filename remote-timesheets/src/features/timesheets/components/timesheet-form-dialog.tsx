import { useMemo } from 'react';
import {
  EmployeePicker,
  FormDialog,
  FormikDatePicker,
  FormikNumber,
  FormikTextArea,
  OptionsLoadError,
  ProjectPicker,
  useGetEmployeeOptionsQuery,
  useGetProjectOptionsQuery,
  type EmployeeOption,
} from '@portal/shared-ui';
import { MAX_LENGTH } from '@portal/shared-contracts/values';
import dayjs from 'dayjs';
import type { FormikHelpers } from 'formik';
import type { Timesheet } from '../api/timesheets-api';
import { useSaveTimesheet } from '../hooks/use-save-timesheet';
import { ClearErrorOnEdit } from './clear-error-on-edit';
import { HOURS_STEP, emptyTimesheet, timesheetFormSchema, valuesOf, type TimesheetFormValues } from './timesheet-form-schema';

type Props = {
  /** The entry to edit; absent to add one. */
  timesheet?: Timesheet;
  /** My Timesheet: the employee is this user and cannot be changed. */
  fixedEmployee?: EmployeeOption;
  onClose: () => void;
};

/** Add New Timesheet / Edit Timesheet (spec §2), validated on submit with the spec's messages. */
export function TimesheetFormDialog({ timesheet, fixedEmployee, onClose }: Props) {
  const editing = timesheet !== undefined;
  const employees = useGetEmployeeOptionsQuery(undefined, { skip: fixedEmployee !== undefined });
  const projects = useGetProjectOptionsQuery();
  const save = useSaveTimesheet(timesheet);

  // The entry's own employee stays choosable even if no longer in the active list.
  const employeeOptions = useMemo(() => {
    if (fixedEmployee) return [fixedEmployee];
    const listed = employees.data ?? [];
    const current = timesheet && { id: timesheet.userId, name: timesheet.userName };
    return current && !listed.some((e) => e.id === current.id) ? [current, ...listed] : listed;
  }, [fixedEmployee, employees.data, timesheet]);

  const handleSubmit = async (values: TimesheetFormValues, helpers: FormikHelpers<TimesheetFormValues>) => {
    const userName = employeeOptions.find((e) => e.id === values.userId)?.name ?? '';
    const projectName = projects.data?.find((p) => p.id === values.projectId)?.name ?? timesheet?.projectName ?? '';
    if (await save(values, helpers, { userName, projectName })) onClose();
  };

  return (
    <FormDialog<TimesheetFormValues>
      mode={editing ? 'edit' : 'create'}
      title={editing ? 'Edit Timesheet' : 'Add New Timesheet'}
      intro={editing ? 'Update the timesheet information below.' : 'Fill out the form below to create a new timesheet.'}
      notice={<OptionsLoadError queries={[employees, projects]} />}
      width={560}
      initialValues={timesheet ? valuesOf(timesheet) : emptyTimesheet(fixedEmployee?.id ?? null)}
      validationSchema={timesheetFormSchema}
      validateOnSubmitOnly
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {() => (
        <>
          <ClearErrorOnEdit />
          <EmployeePicker
            name="userId"
            label="Employee Name"
            employees={employeeOptions}
            loading={employees.isFetching}
            fixed={fixedEmployee !== undefined}
          />
          <ProjectPicker name="projectId" label="Project Name" projects={projects.data ?? []} loading={projects.isFetching} />
          <FormikDatePicker name="date" label="Date" required disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          <FormikNumber name="hours" label="Hours" required step={HOURS_STEP} placeholder="0.5 to 9" />
          <FormikTextArea name="description" label="Description" required rows={3} maxLength={MAX_LENGTH.description} />
        </>
      )}
    </FormDialog>
  );
}
