import * as yup from 'yup';
import { ALLOCATION_HOURS } from '@portal/shared-contracts/values';
import { requiredEndDate } from '@portal/shared-ui';
import type { Allocation } from '../api/allocations-api';

/** Hours per working day, as the spec fixes them (§5, §9). */
export const { min: HOURS_MIN, max: HOURS_MAX, step: HOURS_STEP } = ALLOCATION_HOURS;
export const DEFAULT_HOURS = 1;

export type AssigneeValues = { userId: number | null; allocationHours: number | null };

export type AllocationFormValues = {
  projectId: number | null;
  startDate: string | null;
  endDate: string | null;
  users: AssigneeValues[];
};

export const EMPTY_ALLOCATION: AllocationFormValues = { projectId: null, startDate: null, endDate: null, users: [] };

export function valuesOf(allocation: Allocation): AllocationFormValues {
  const { projectId, startDate, endDate, userId, allocationHours } = allocation;
  return { projectId, startDate, endDate, users: [{ userId, allocationHours }] };
}

const assigneeSchema = yup.object({
  userId: yup.number().nullable().required('At least one employee is required'),
  allocationHours: yup
    .number()
    .typeError('Hours Required')
    .nullable()
    .required('Hours Required')
    .min(HOURS_MIN, 'Allocation hours must be at least 0.25')
    .max(HOURS_MAX, `Allocation hours must not exceed ${HOURS_MAX}`)
    // The server takes quarter hours only; saying so here beats a refused save.
    .test('quarter-hours', 'Allocation hours must be in steps of 0.25', (hours) => hours == null || Number.isInteger(hours / HOURS_STEP)),
});

/** The Allocation form's rules with the spec's messages (§5); an edit covers exactly one employee. */
export function allocationFormSchema(editing: boolean) {
  const users = yup.array().of(assigneeSchema).min(1, 'At least one employee is required');
  return yup.object({
    projectId: yup.number().nullable().required('Project is required'),
    startDate: yup.string().nullable().required('Start date is required'),
    endDate: requiredEndDate('End date is required', 'End Date should not be less than Start Date.'),
    users: editing ? users.max(1, 'When editing, only one employee is allowed.') : users,
  });
}
