import { useMemo } from 'react';
import { Alert, Button, Flex, FormikDatePicker, FormikNumber, Modal, Typography, useRestoreFocus } from '@portal/shared-ui';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { Allocation } from '../api/allocations-api';
import { useGetAllocatableEmployeesQuery, useGetAllocatableProjectsQuery } from '../api/picker-options-api';
import { useSaveAllocation } from '../hooks/use-save-allocation';
import { EMPTY_ALLOCATION, HOURS_STEP, allocationFormSchema, valuesOf, type AllocationFormValues } from './allocation-form-schema';
import { EmployeeHoursPicker } from './employee-hours-picker';
import { ProjectField, SingleEmployeeField } from './picker-fields';

type Props = {
  /** The allocation to edit; absent to create new ones. */
  allocation?: Allocation;
  onClose: () => void;
};

/** Add New Allocation (several employees, each with hours) or Edit Allocation (one employee). */
export function AllocationFormDialog({ allocation, onClose }: Props) {
  const editing = allocation !== undefined;
  useRestoreFocus();
  const employees = useGetAllocatableEmployeesQuery();
  const projects = useGetAllocatableProjectsQuery();
  const nameOf = useMemo(() => {
    const names = new Map((employees.data ?? []).map((e) => [e.id, e.name]));
    if (allocation) names.set(allocation.userId, allocation.userName);
    return (userId: number) => names.get(userId) ?? `Employee ${userId}`;
  }, [employees.data, allocation]);
  const save = useSaveAllocation({ editing: allocation, nameOf });

  const handleSubmit = async (values: AllocationFormValues, helpers: FormikHelpers<AllocationFormValues>) => {
    if (await save(values, helpers)) onClose();
  };

  return (
    <Modal
      open
      title={editing ? 'Edit Allocation' : 'Add New Allocation'}
      onCancel={onClose}
      footer={null}
      mask={{ closable: false }}
      width={640}
      styles={{ body: { maxHeight: '75vh', overflowY: 'auto' } }}
    >
      <Typography.Paragraph type="secondary">
        {editing ? 'Update the allocation information below.' : 'Fill out the form below to create a new allocation.'}
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
      <Formik<AllocationFormValues>
        initialValues={allocation ? valuesOf(allocation) : EMPTY_ALLOCATION}
        validationSchema={allocationFormSchema(editing)}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={editing ? 'Edit Allocation' : 'Add New Allocation'}>
            <ProjectField projects={projects.data ?? []} loading={projects.isFetching} />
            <Flex gap={16}>
              <div style={{ flex: 1 }}>
                <FormikDatePicker name="startDate" label="Start Date" required />
              </div>
              <div style={{ flex: 1 }}>
                <FormikDatePicker name="endDate" label="End Date" required />
              </div>
            </Flex>
            {editing ? (
              <>
                <SingleEmployeeField
                  employees={employees.data ?? []}
                  current={{ id: allocation.userId, name: allocation.userName }}
                  loading={employees.isFetching}
                />
                <FormikNumber name="users.0.allocationHours" label="Allocation Hours" required step={HOURS_STEP} />
              </>
            ) : (
              <EmployeeHoursPicker employees={employees.data ?? []} />
            )}
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
