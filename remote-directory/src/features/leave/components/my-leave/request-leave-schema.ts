import * as yup from 'yup';
import { MAX_LENGTH, LEAVE_TYPES } from '@portal/shared-contracts/values';
import type { LeaveQuoteQuery, LeaveRequestBody, LeaveType } from '@portal/shared-contracts';
import { requiredEndDate, textUpTo } from '@portal/shared-ui';

export type RequestLeaveValues = {
  leaveType: LeaveType | null;
  startDate: string | null;
  endDate: string | null;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  note: string;
};

export const EMPTY_REQUEST: RequestLeaveValues = { leaveType: null, startDate: null, endDate: null, halfDayStart: false, halfDayEnd: false, note: '' };

/** The fields the API may name in a refusal: each lands on its field. */
export const REQUEST_LEAVE_FIELDS = ['leaveType', 'startDate', 'endDate', 'halfDayStart', 'halfDayEnd', 'note'] as const satisfies readonly (keyof LeaveRequestBody)[];

/** What the form checks itself: the fields are there and in order; working days, overlaps and balance are the API's. */
export const requestLeaveSchema = yup.object({
  leaveType: yup.string().nullable().oneOf([...LEAVE_TYPES, null]).required('Leave type is required'),
  startDate: yup.string().nullable().required('Start date is required'),
  endDate: requiredEndDate('End date is required', 'End Date should not be less than Start Date.'),
  halfDayStart: yup.boolean(),
  halfDayEnd: yup.boolean(),
  note: textUpTo(MAX_LENGTH.timeOffNote, 'Note'),
});

/** The request the values make, once type and dates are there and in order (null before: nothing to quote). */
export function quoteOf(values: RequestLeaveValues): LeaveQuoteQuery | null {
  const { leaveType, startDate, endDate, halfDayStart, halfDayEnd } = values;
  if (!leaveType || !startDate || !endDate || endDate < startDate) return null;
  return { leaveType, startDate, endDate, halfDayStart, halfDayEnd };
}

/** POST /leave-requests's body; the schema has made sure of type and dates. */
export function requestLeavePayload(values: RequestLeaveValues): LeaveRequestBody {
  return { ...quoteOf(values)!, note: values.note.trim() || null };
}
