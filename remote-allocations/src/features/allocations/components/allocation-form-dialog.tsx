import { useMemo } from 'react';
import {
  EmployeePicker,
  Flex,
  FormDialog,
  FormikDatePicker,
  FormikNumber,
  OptionsLoadError,
  ProjectPicker,
  useGetEmployeeOptionsQuery,
  useGetProjectOptionsQuery,
} from '@portal/shared-ui';
import type { FormikHelpers } from 'formik';
import type { Allocation } from '../api/allocations-api';
import { useSaveAllocation } from '../hooks/use-save-allocation';
import { EMPTY_ALLOCATION, HOURS_STEP, allocationFormSchema, valuesOf, type AllocationFormValues } from './allocation-form-schema';
import { EmployeeHoursPicker } from './employee-hours-picker';

type Props = {
  /** The allocation to edit; absent to create new ones. */
  allocation?: Allocation;
  onClose: () => void;
};

/** Add New Allocation (several employees, each with hours) or Edit Allocation (one employee). */
export function AllocationFormDialog({ allocation, onClose }: Props) {
  const editing = allocation !== undefined;
  const employees = useGetEmployeeOptionsQuery();
  const projects = useGetProjectOptionsQuery();
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
    <FormDialog<AllocationFormValues>
      mode={editing ? 'edit' : 'create'}
      title={editing ? 'Edit Allocation' : 'Add New Allocation'}
      intro={editing ? 'Update the allocation information below.' : 'Fill out the form below to create a new allocation.'}
      notice={<OptionsLoadError queries={[employees, projects]} />}
      width={640}
      initialValues={allocation ? valuesOf(allocation) : EMPTY_ALLOCATION}
      validationSchema={allocationFormSchema(editing)}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {() => (
        <>
          <ProjectPicker name="projectId" label="Project" projects={projects.data ?? []} loading={projects.isFetching} />
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
              <EmployeePicker
                name="users.0.userId"
                label="Employee"
                employees={employees.data ?? []}
                current={{ id: allocation.userId, name: allocation.userName }}
                loading={employees.isFetching}
              />
              <FormikNumber name="users.0.allocationHours" label="Allocation Hours" required step={HOURS_STEP} />
            </>
          ) : (
            <EmployeeHoursPicker employees={employees.data ?? []} />
          )}
        </>
      )}
    </FormDialog>
  );
}
