import { App, useNotify } from '@portal/shared-ui';
import type { FormikHelpers } from 'formik';
import { formFailureOf, showFieldErrors } from '@portal/shared-auth';
import {
  useAddAllocationsMutation,
  usePreviewCapacityMutation,
  useUpdateAllocationMutation,
  type Allocation,
  type Assignee,
  type CapacityPreview,
} from '../api/allocations-api';
import type { AllocationFormValues } from '../components/allocation-form-schema';
import { overCapacityContent } from '../components/over-capacity-content';

type Options = {
  /** The allocation being edited; absent when creating. */
  editing?: Allocation;
  nameOf: (userId: number) => string;
};

const GENERIC_FAILURE = 'The allocation was not saved. Please try again.';

/** Server field names in an edit's 400 map onto the form's single employee row. */
const EDIT_FIELDS: Record<string, string> = { userId: 'users.0.userId', allocationHours: 'users.0.allocationHours' };
/** The dialog's fields: the project, the dates, and each employee row's person and hours. */
const isFormField = (name: string) => ['projectId', 'startDate', 'endDate'].includes(name) || /^users\.\d+\.(userId|allocationHours)$/.test(name);

/**
 * Save of the Allocation dialog: warn before pushing anyone over 100 % capacity (the server allows it; it is a
 * plan), then create or update. Returns whether it saved; on failure the server's message is shown and the
 * dialog keeps the input (the spec swallows save errors; a silent failure would lose the planner's work unseen).
 */
export function useSaveAllocation({ editing, nameOf }: Options) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const [previewCapacity] = usePreviewCapacityMutation();
  const [addAllocations] = useAddAllocationsMutation();
  const [updateAllocation] = useUpdateAllocationMutation();

  const confirmOverCapacity = async (users: Assignee[], range: { startDate: string; endDate: string }) => {
    const preview = await previewCapacity({ users, ...range, excludeAllocationId: editing?.id });
    // Without a preview the save still goes ahead; the server is the judge of what can be saved.
    const over = (preview.data ?? []).filter((p: CapacityPreview) => p.capacityPercentage > 100);
    if (over.length === 0) return true;
    return modal.confirm({
      title: 'Over capacity',
      content: overCapacityContent(over, nameOf),
      okText: 'Save anyway',
      cancelText: 'Go back',
    });
  };

  return async (values: AllocationFormValues, helpers: FormikHelpers<AllocationFormValues>): Promise<boolean> => {
    const range = { startDate: values.startDate!, endDate: values.endDate! };
    const users = values.users.map((u) => ({ userId: u.userId!, allocationHours: u.allocationHours! }));
    if (!(await confirmOverCapacity(users, range))) return false;

    const projectId = values.projectId!;
    const result = editing
      ? await updateAllocation({ id: editing.id, projectId, ...range, ...users[0]! })
      : await addAllocations({ users, projectId, ...range });
    if (!result.error) {
      notify.success(editing ? 'Allocation updated successfully' : 'Allocation created successfully');
      return true;
    }
    const failure = formFailureOf(result.error, { fields: isFormField, fieldNames: editing ? EDIT_FIELDS : {}, generic: GENERIC_FAILURE });
    notify.error(editing ? 'Failed to update allocation' : 'Failed to create allocation', failure.message);
    showFieldErrors(helpers, failure.fieldErrors);
    return false;
  };
}
