// The limits a request is checked against, as plain values: the API's schemas and rules use them, and the browser's
// forms import them (through `@portal/shared-contracts/values`, which brings no TypeBox) so the two never disagree.

/** A standard e-mail shape (text, @, text, dot, text), as every e-mail field of the forms checks it. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Longest text each kind of field takes; they only keep absurd input out. */
export const MAX_LENGTH = {
  /** Client and project names, a client's contact person and city, a person's address lines. */
  name: 200,
  /** A person's first and last name, job title and city. */
  personName: 100,
  email: 320,
  /** A person's phone and emergency number. */
  phone: 40,
  clientPhone: 50,
  zip: 20,
  empId: 50,
  /** A timesheet entry's description. */
  description: 2000,
  /** Why a timesheet was rejected. */
  reviewReason: 500,
  /** A public holiday's name. */
  holidayName: 100,
  /** A note on someone's time off. */
  timeOffNote: 500,
} as const;

/** A timesheet entry's hours (spec §5): half hours from 0.5 to 9. */
export const TIMESHEET_HOURS = { min: 0.5, max: 9, step: 0.5 } as const;

/** All entries of one person on one day together. */
export const MAX_HOURS_PER_DAY = 24;

/** An allocation's hours per working day: quarter hours, never more than a whole day. */
export const ALLOCATION_HOURS = { min: 0.25, max: MAX_HOURS_PER_DAY, step: 0.25 } as const;

/** A person's contracted hours per week: more than none, at most every hour of the week, in tenths of an hour. */
export const WEEKLY_HOURS = { max: 168, step: 0.1 } as const;

/** The longest one entry of time off may be; a longer absence is recorded in parts. */
export const MAX_TIME_OFF_DAYS = 366;

/** The longest range the utilisation report covers in one request: a year of weeks (or twelve months). */
export const MAX_REPORT_DAYS = 371;
