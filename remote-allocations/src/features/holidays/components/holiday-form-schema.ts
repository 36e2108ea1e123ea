import * as yup from 'yup';
import { MAX_LENGTH } from '@portal/shared-contracts/values';

export type HolidayFormValues = { date: string | null; name: string };

export const EMPTY_HOLIDAY: HolidayFormValues = { date: null, name: '' };

/** The Add Holiday form's rules; the name's limit is the API's. */
export const holidayFormSchema = yup.object({
  date: yup.string().nullable().required('Date is required'),
  name: yup
    .string()
    .trim()
    .required('Name is required')
    .max(MAX_LENGTH.holidayName, `Name must be at most ${MAX_LENGTH.holidayName} characters.`),
});
