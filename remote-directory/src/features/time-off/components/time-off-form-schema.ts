import * as yup from 'yup';
import { MAX_LENGTH, TIME_OFF_KINDS, type TimeOffKind } from '@portal/shared-contracts/values';
import { requiredEndDate, textUpTo } from '@portal/shared-ui';
import type { TimeOffBody } from '@portal/shared-contracts';
import { isOneDayRange } from '../../leave';

export type TimeOffFormValues = {
  startDate: string | null;
  endDate: string | null;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  kind: TimeOffKind | null;
  note: string;
};

export const EMPTY_TIME_OFF: TimeOffFormValues = { startDate: null, endDate: null, halfDayStart: false, halfDayEnd: false, kind: null, note: '' };

/** The fields the API may name in a refusal (400 per field, 409 on both dates, halfDayEnd on a one-day time off). */
export const TIME_OFF_FORM_FIELDS = ['startDate', 'endDate', 'halfDayStart', 'halfDayEnd', 'kind', 'note'] as const satisfies readonly (keyof TimeOffBody)[];

export const timeOffFormSchema = yup.object({
  startDate: yup.string().nullable().required('Start date is required'),
  endDate: requiredEndDate('End date is required', 'End Date should not be less than Start Date.'),
  halfDayStart: yup.boolean(),
  halfDayEnd: yup.boolean(),
  kind: yup.string().nullable().oneOf([...TIME_OFF_KINDS, null]).required('Kind is required'),
  note: textUpTo(MAX_LENGTH.timeOffNote, 'Note'),
});

/**
 * The values as POST /users/{id}/time-off takes them; the schema has made sure of the dates and kind. A half day is
 * sent only when ticked (an end box left ticked before the range became one day is not), so whole days are the body
 * an API older than half days knows.
 */
export function timeOffPayload(values: TimeOffFormValues): TimeOffBody {
  // A one-day time off is halved only at its start; the API refuses halfDayEnd on it.
  const halfDayEnd = values.halfDayEnd && !isOneDayRange(values);
  return {
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    ...(values.halfDayStart ? { halfDayStart: true } : {}),
    ...(halfDayEnd ? { halfDayEnd: true } : {}),
    kind: values.kind ?? 'OTHER',
    note: values.note.trim() || null,
  };
}
