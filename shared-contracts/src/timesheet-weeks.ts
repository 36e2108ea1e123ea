import { Type, type Static } from 'typebox';
import { TIME_OFF_KINDS, TIMESHEET_STATUSES } from './vocabularies.js';
import { MAX_LENGTH } from './limits.js';
import { DateString, ErrorResponse, Id, Nullable } from './common.js';
import { TimeOffHalfDays } from './capacity.js';

/** An ISO week, `2026-W48`: Monday to Sunday, week 1 holding the year's first Thursday. A week 53 the year lacks is a 400. */
export const ISO_WEEK_PATTERN = '^\\d{4}-W(0[1-9]|[1-4]\\d|5[0-3])$';
export const IsoWeek = Type.String({ pattern: ISO_WEEK_PATTERN, description: 'ISO week, YYYY-Www (e.g. 2026-W48)' });
export type IsoWeek = Static<typeof IsoWeek>;

export const TimesheetWeekParams = Type.Object({ week: IsoWeek });
export type TimesheetWeekParams = Static<typeof TimesheetWeekParams>;

/** The key of a cell: one of the week's dates, YYYY-MM-DD. */
const CellDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The most rows a week grid saves at once. */
export const MAX_WEEK_ROWS = 50;

/** An existing entry, as a cell of the grid shows it. */
export const TimesheetWeekCell = Type.Object({
  id: Type.Integer(),
  hours: Type.Number(),
  status: Type.Enum(TIMESHEET_STATUSES),
  rejectionReason: Nullable(Type.String()),
});
export type TimesheetWeekCell = Static<typeof TimesheetWeekCell>;

/**
 * One project and description across the week: a cell per date that has an entry. Two entries of the same project
 * and description on one date are put in two rows.
 */
export const TimesheetWeekRow = Type.Object({
  projectId: Type.Integer(),
  projectName: Type.String(),
  description: Type.String(),
  cells: Type.Record(CellDate, TimesheetWeekCell, { description: 'By date, YYYY-MM-DD; only dates with an entry' }),
});
export type TimesheetWeekRow = Static<typeof TimesheetWeekRow>;

/** GET /me/timesheets/weeks/{week}: the caller's week. Rows by project name, description, then first entry id. */
export const TimesheetWeek = Type.Object({
  week: IsoWeek,
  days: Type.Array(DateString, { minItems: 7, maxItems: 7, description: 'Monday to Sunday' }),
  today: Type.String({ format: 'date', description: "The organisation's today: later days take no hours" }),
  version: Type.String({ description: 'Opaque; changes whenever an entry of the week is created, changed or deleted. Send it back with a save.' }),
  expectedHours: Type.Number({ description: 'Contracted hours of the week, less public holidays and time off' }),
  holidays: Type.Array(Type.Object({ date: DateString, name: Type.String() })),
  timeOff: Type.Array(Type.Object({ startDate: DateString, endDate: DateString, kind: Type.Enum(TIME_OFF_KINDS), ...TimeOffHalfDays })),
  allocatedProjects: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: 'Projects the caller has an allocation on during the week, by name',
  }),
  rows: Type.Array(TimesheetWeekRow),
});
export type TimesheetWeek = Static<typeof TimesheetWeek>;

/** A cell to save: with an id, that entry gets these hours (null deletes it); without, a number creates an entry. */
export const TimesheetWeekSaveCell = Type.Object(
  {
    id: Type.Optional(Id),
    hours: Nullable(Type.Number({ description: '0.5 to 9; null empties the cell' })),
  },
  { additionalProperties: false },
);
export type TimesheetWeekSaveCell = Static<typeof TimesheetWeekSaveCell>;

export const TimesheetWeekSaveRow = Type.Object(
  {
    projectId: Id,
    description: Type.String({ maxLength: MAX_LENGTH.description }),
    cells: Type.Record(CellDate, TimesheetWeekSaveCell, {
      maxProperties: 7,
      additionalProperties: false,
      description: "By date: each one of the week's days",
    }),
  },
  { additionalProperties: false },
);
export type TimesheetWeekSaveRow = Static<typeof TimesheetWeekSaveRow>;

/**
 * PUT /me/timesheets/weeks/{week}: every row of the grid, applied all or nothing. Entries of the week no cell names
 * are left alone. A problem with a cell is a 400 whose `details` name it (`rows.2.cells.2026-11-24.hours`); a
 * `version` other than the week's current one is a 409 with code WEEK_CHANGED, and nothing is saved.
 */
export const TimesheetWeekSave = Type.Object(
  {
    version: Type.String({ maxLength: 100 }),
    rows: Type.Array(TimesheetWeekSaveRow, { maxItems: MAX_WEEK_ROWS }),
  },
  { additionalProperties: false },
);
export type TimesheetWeekSave = Static<typeof TimesheetWeekSave>;

// The 409 code of a save whose week changed since it was loaded, WEEK_CHANGED, is in vocabularies.ts: the browser
// acts on it and may import values only from there.

/** A refused save: the contract's ErrorResponse, `details` naming each bad cell. */
export const TimesheetWeekProblem = ErrorResponse;
export type TimesheetWeekProblem = ErrorResponse;
