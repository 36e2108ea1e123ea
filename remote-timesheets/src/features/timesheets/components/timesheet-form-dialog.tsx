import { useMemo } from 'react';
import { Alert, Button, Flex, FormikDatePicker, FormikNumber, FormikTextArea, Modal, Typography, useRestoreFocus } from '@portal/shared-ui';
import dayjs from 'dayjs';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useGetTimesheetEmployeesQuery, useGetTimesheetProjectsQuery, type EmployeeOption } from '../api/picker-options-api';
import type { Timesheet } from '../api/timesheets-api';
import { useSaveTimesheet } from '../hooks/use-save-timesheet';
import { ClearErrorOnEdit } from './clear-error-on-edit';
import { HOURS_STEP, emptyTimesheet, timesheetFormSchema, valuesOf, type TimesheetFormValues } from './timesheet-form-schema';
import { EmployeeField, ProjectField } from './timesheet-picker-fields';

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
  useRestoreFocus();
  const employees = useGetTimesheetEmployeesQuery(undefined, { skip: fixedEmployee !== undefined });
  const projects = useGetTimesheetProjectsQuery();
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

  const title = editing ? 'Edit Timesheet' : 'Add New Timesheet';
  return (
    <Modal open title={title} onCancel={onClose} footer={null} mask={{ closable: false }} width={560} styles={{ body: { maxHeight: '75vh', overflowY: 'auto' } }}>
      <Typography.Paragraph type="secondary">
        {editing ? 'Update the timesheet information below.' : 'Fill out the form below to create a new timesheet.'}
      </Typography.Paragraph>
      {employees.isError || projects.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load employees or projects."
          action={<Button size="small" onClick={() => void (employees.refetch(), projects.refetch())}>Retry</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Formik<TimesheetFormValues>
        initialValues={timesheet ? valuesOf(timesheet) : emptyTimesheet(fixedEmployee?.id ?? null)}
        validationSchema={timesheetFormSchema}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <ClearErrorOnEdit />
            <EmployeeField employees={employeeOptions} loading={employees.isFetching} fixed={fixedEmployee !== undefined} />
            <ProjectField projects={projects.data ?? []} loading={projects.isFetching} />
            <FormikDatePicker name="date" label="Date" required disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
            <FormikNumber name="hours" label="Hours" required step={HOURS_STEP} placeholder="0.5 to 9" />
            <FormikTextArea name="description" label="Description" required rows={3} maxLength={2000} />
            <Flex justify="flex-end" gap={8}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {editing ? 'Update' : 'Save'}
              </Button>
            </Flex>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
