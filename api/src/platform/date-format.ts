import { PLANNED_DATES } from '@portal/shared-contracts';
import { isCalendarDate } from './calendar.js';

/**
 * The JSON Schema `date` format as the API checks it: a real calendar date within the years the portal plans with.
 * ajv-formats' own `date` lets year 0000 through, which PostgreSQL refuses (a 500 instead of a 400).
 */
export const plannedDateFormat = {
  type: 'string',
  validate: (text: string) => isCalendarDate(text) && text >= PLANNED_DATES.earliest && text <= PLANNED_DATES.latest,
} as const;

/** What a field in the `date` format must be, as its 400 says. */
export const PLANNED_DATE_RULE = `must be a date from ${PLANNED_DATES.earliest} to ${PLANNED_DATES.latest} (YYYY-MM-DD)`;
