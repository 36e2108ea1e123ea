import * as yup from 'yup';
import { MAX_LENGTH, TIME_OFF_KINDS, type TimeOffKind } from '@portal/shared-contracts/values';
import { requiredEndDate, textUpTo } from '@portal/shared-ui';
import type { TimeOffBody } from '@portal/shared-contracts';

export type TimeOffFormValues = { startDate: string | null; endDate: string | null; kind: TimeOffKind | null; note: string };

export const EMPTY_TIME_OFF: TimeOffFormValues = { startDate: null, endDate: null, kind: null, note: '' };

/** The fields the API may name in a refusal (400 per field, 409 on both dates). */
export const TIME_OFF_FORM_FIELDS = ['startDate', 'endDate', 'kind', 'note'] as const satisfies readonly (keyof TimeOffBody)[];

export const timeOffFormSchema = yup.object({
  startDate: yup.string().nullable().required('Start date is required'),
  endDate: requiredEndDate('End date is required', 'End Date should not be less than Start Date.'),
  kind: yup.string().nullable().oneOf([...TIME_OFF_KINDS, null]).required('Kind is required'),
  note: textUpTo(MAX_LENGTH.timeOffNote, 'Note'),
});

/** The values as POST /users/{id}/time-off takes them; the schema has made sure of the dates and kind. */
export function timeOffPayload(values: TimeOffFormValues): TimeOffBody {
  return { startDate: values.startDate ?? '', endDate: values.endDate ?? '', kind: values.kind ?? 'OTHER', note: values.note.trim() || null };
}
