import { number, object, string } from 'yup';
import { LEAVE_TYPES } from '@portal/shared-contracts/values';
import type { LeaveType } from '@portal/shared-contracts';

export type AllowanceFormValues = { userId: number | null; leaveType: LeaveType | null; days: number | null };

/** The form's fields, as the API names them in a 400's details. */
export const ALLOWANCE_FORM_FIELDS = ['userId', 'leaveType', 'days'] as const;

const DAYS_RULE = number()
  .nullable()
  .required('Days is required')
  .min(0, 'Days cannot be negative')
  .max(366, 'Days cannot be more than 366')
  .test('half-days', 'Days must be whole or half days', (days) => days === null || days === undefined || Number.isInteger(days * 2));

/** A default allowance: its type and days. */
export const defaultAllowanceSchema = object({ leaveType: string().nullable().oneOf(LEAVE_TYPES).required('Type is required'), days: DAYS_RULE });

/** A person's own allowance: who, besides the type and days. */
export const personAllowanceSchema = defaultAllowanceSchema.shape({ userId: number().nullable().required('Employee is required') });
