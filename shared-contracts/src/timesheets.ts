import { Type, type Static } from 'typebox';
import { TIMESHEET_STATUSES } from './vocabularies.js';
import { MAX_LENGTH } from './limits.js';
import { DateString, DropdownItem, ID_RANGE, Id, Nullable, SearchInput, listQuery, listResponse, personOnProjectFields } from './common.js';
import { IsoWeek } from './timesheet-weeks.js';

export const TimesheetSchema = Type.Object({
  ...personOnProjectFields,
  date: DateString,
  hours: Type.Number(),
  status: Type.Enum(TIMESHEET_STATUSES),
  description: Type.String(),
  rejectionReason: Nullable(Type.String()),
});
export type Timesheet = Static<typeof TimesheetSchema>;

export const TIMESHEET_ORDER_BY = ['firstName', 'lastName', 'projectName', 'date', 'hours', 'status'] as const;
export type TimesheetOrderBy = (typeof TIMESHEET_ORDER_BY)[number];

const filters = {
  startDate: Type.Optional(Type.String({ format: 'date', description: 'Only rows dated on or after, YYYY-MM-DD' })),
  endDate: Type.Optional(Type.String({ format: 'date', description: 'Only rows dated on or before, YYYY-MM-DD' })),
  searchInput: Type.Optional(SearchInput),
};

export const TimesheetListQuery = Type.Object({
  ...listQuery({ orderBy: TIMESHEET_ORDER_BY, defaultOrderBy: 'firstName', defaultOrder: 'asc' }),
  userId: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'Admins only; everyone else always gets their own rows' })),
  ...filters,
});
export type TimesheetListQuery = Static<typeof TimesheetListQuery>;

export const MyTimesheetListQuery = Type.Object({
  ...listQuery({ orderBy: TIMESHEET_ORDER_BY, defaultOrderBy: 'projectName', defaultOrder: 'asc' }),
  ...filters,
});
export type MyTimesheetListQuery = Static<typeof MyTimesheetListQuery>;

export const TimesheetList = listResponse(TimesheetSchema);
export type TimesheetList = Static<typeof TimesheetList>;

/**
 * Create/update payload as the frontend sends it (spec §3). id, userName, projectName and status are accepted
 * for compatibility but ignored: the server assigns ids, reads names from the database and decides the status.
 * Ranges are checked by the timesheet rules so the caller gets the form's own wording back.
 */
export const TimesheetInput = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 100 })], { description: 'Ignored' })),
    userId: Id,
    projectId: Id,
    userName: Type.Optional(Type.String({ maxLength: MAX_LENGTH.name, description: 'Ignored' })),
    projectName: Type.Optional(Type.String({ maxLength: MAX_LENGTH.name, description: 'Ignored' })),
    date: DateString,
    hours: Type.Number({ description: '0.5 to 9' }),
    status: Type.Optional(Type.Enum(TIMESHEET_STATUSES, { description: 'Ignored: new entries are SUBMITTED, edits keep theirs' })),
    description: Type.String({ maxLength: MAX_LENGTH.description }),
  },
  { additionalProperties: false },
);
export type TimesheetInput = Static<typeof TimesheetInput>;

export const REVIEW_STATUSES = ['APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const review = {
  status: Type.Enum(REVIEW_STATUSES),
  reason: Type.Optional(Type.String({ maxLength: MAX_LENGTH.reviewReason, description: 'Required when rejecting; shown to the employee' })),
};

export const StatusChange = Type.Object(review, { additionalProperties: false });
export type StatusChange = Static<typeof StatusChange>;

export const BulkStatusChange = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }), ...review },
  { additionalProperties: false },
);
export type BulkStatusChange = Static<typeof BulkStatusChange>;

export const BulkStatusResult = Type.Object({ updated: Type.Integer() });
export type BulkStatusResult = Static<typeof BulkStatusResult>;

/**
 * The Team tab (issue 38): the entries of the people who report to the caller, those waiting for the caller's review
 * (SUBMITTED) first, then in the order asked for.
 */
export const TeamTimesheetListQuery = Type.Object({
  ...listQuery({ orderBy: TIMESHEET_ORDER_BY, defaultOrderBy: 'date', defaultOrder: 'desc' }),
  userId: Type.Optional(Type.Integer({ ...ID_RANGE, description: "One of the caller's reports; anyone else's entries are never listed" })),
  week: Type.Optional(IsoWeek),
  status: Type.Optional(Type.Enum(TIMESHEET_STATUSES)),
});
export type TeamTimesheetListQuery = Static<typeof TeamTimesheetListQuery>;

/** The people who report to the caller (active or not), by name: the Team tab's person filter; none, no Team tab. */
export const TeamPeople = Type.Object({ data: Type.Array(DropdownItem) });
export type TeamPeople = Static<typeof TeamPeople>;

/** Approve or reject a person's whole week: their SUBMITTED entries of that ISO week, all or none. */
export const WeekStatusChange = Type.Object({ userId: Id, week: IsoWeek, ...review }, { additionalProperties: false });
export type WeekStatusChange = Static<typeof WeekStatusChange>;

export const EXPORT_TYPES = ['csv', 'xlsx'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const TimesheetExportQuery = Type.Object({
  type: Type.Enum(EXPORT_TYPES),
  order: Type.Enum(['asc', 'desc'] as const, { default: 'asc' }),
  orderBy: Type.Enum(TIMESHEET_ORDER_BY, { default: 'firstName' }),
  status: Type.Optional(Type.Enum(TIMESHEET_STATUSES)),
  ...filters,
});
export type TimesheetExportQuery = Static<typeof TimesheetExportQuery>;
