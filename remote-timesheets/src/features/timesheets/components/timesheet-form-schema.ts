import dayjs from 'dayjs';
import * as yup from 'yup';
import { MAX_LENGTH, TIMESHEET_HOURS } from '@portal/shared-contracts/values';
import { textUpTo, toApiDate } from '@portal/shared-ui';
import type { Timesheet } from '../api/timesheets-api';

export const { min: HOURS_MIN, max: HOURS_MAX, step: HOURS_STEP } = TIMESHEET_HOURS;

export type TimesheetFormValues = {
  userId: number | null;
  projectId: number | null;
  date: string | null;
  hours: number | null;
  description: string;
};

/** A new entry: empty, or with the employee fixed to the signed-in user (My Timesheet, spec §4). */
export const emptyTimesheet = (userId: number | null): TimesheetFormValues => ({
  userId,
  projectId: null,
  date: null,
  hours: null,
  description: '',
});

export const valuesOf = (timesheet: Timesheet): TimesheetFormValues => ({
  userId: timesheet.userId,
  projectId: timesheet.projectId,
  date: timesheet.date,
  hours: timesheet.hours,
  description: timesheet.description,
});

/** Spec §5 Timesheet form, messages verbatim. Dates compare by calendar day ('YYYY-MM-DD' strings sort as dates). */
export const timesheetFormSchema = yup.object({
  userId: yup.number().nullable().required('Employee is required.'),
  projectId: yup.number().nullable().required('Project is required.'),
  date: yup
    .string()
    .nullable()
    .required('Date is required.')
    .test('not-future', 'Cannot select a future date.', (value) => !value || value <= toApiDate(dayjs())),
  hours: yup
    .number()
    .nullable()
    .required('Hours are required.')
    .min(HOURS_MIN, 'Hours must be at least 0.5.')
    .max(HOURS_MAX, 'Hours must not exceed 9.'),
  description: textUpTo(MAX_LENGTH.description, 'Description').trim().required('Description is required.'),
});
