import { Type, type Static } from 'typebox';
import { UTILISATION_GROUPS, UTILISATION_PERIODS } from './vocabularies.js';
import { DateString, ID_RANGE, Nullable, SearchInput, listQuery } from './common.js';
import { EXPORT_TYPES } from './timesheets.js';

export const UTILISATION_ORDER_BY = ['name', 'capacity', 'planned', 'logged', 'utilisation', 'planPercent', 'planAccuracy'] as const;
export type UtilisationOrderBy = (typeof UTILISATION_ORDER_BY)[number];

const reportFilters = {
  groupBy: Type.Enum(UTILISATION_GROUPS, { default: 'person' }),
  period: Type.Enum(UTILISATION_PERIODS, { default: 'week' }),
  from: Type.Optional(Type.String({ format: 'date', description: 'Widened to the start of its week or month; default: 11 weeks before this one' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Widened to the end of its week or month; default: the end of this week' })),
  searchInput: Type.Optional(SearchInput),
  userId: Type.Optional(Type.Integer({ ...ID_RANGE, description: "Only this person's hours (admins and managers); an employee always gets their own" })),
};

/** GET /reports/utilisation. Sorting by a figure sorts by the row's total over the range; rows without one come last. */
export const UtilisationQuery = Type.Object(
  { ...listQuery({ orderBy: UTILISATION_ORDER_BY, defaultOrderBy: 'name', defaultOrder: 'asc', defaultLimit: 20 }), ...reportFilters },
  { additionalProperties: false },
);
export type UtilisationQuery = Static<typeof UtilisationQuery>;

export const UtilisationExportQuery = Type.Object(
  {
    type: Type.Enum(EXPORT_TYPES),
    order: Type.Enum(['asc', 'desc'] as const, { default: 'asc' }),
    orderBy: Type.Enum(UTILISATION_ORDER_BY, { default: 'name' }),
    ...reportFilters,
  },
  { additionalProperties: false },
);
export type UtilisationExportQuery = Static<typeof UtilisationExportQuery>;

/** A period of the report: an ISO week or a calendar month, both ends inclusive. */
export const ReportPeriod = Type.Object({ start: DateString, end: DateString });
export type ReportPeriod = Static<typeof ReportPeriod>;

/**
 * One row's hours in one period (or over the whole range). Logged hours are those SUBMITTED or APPROVED: REJECTED
 * hours are shown but count towards no percentage. Percentages have one decimal and are null when their divisor
 * is zero (or, for projects, which have no capacity of their own, always for capacity).
 */
export const UtilisationFigures = Type.Object({
  capacity: Nullable(Type.Number({ description: 'Contracted hours on working days (net of holidays and time off); null for a project' })),
  planned: Type.Number({ description: "Allocations' hours on the working days" }),
  submitted: Type.Number(),
  approved: Type.Number(),
  rejected: Type.Number(),
  logged: Type.Number({ description: 'submitted + approved' }),
  utilisation: Nullable(Type.Number({ description: 'logged ÷ capacity, %' })),
  planPercent: Nullable(Type.Number({ description: 'planned ÷ capacity, %' })),
  planAccuracy: Nullable(Type.Number({ description: 'logged ÷ planned, %' })),
});
export type UtilisationFigures = Static<typeof UtilisationFigures>;

export const UtilisationRow = Type.Object({
  id: Type.Integer({ description: 'The person, department or project; 0 for people with no department' }),
  name: Type.String(),
  detail: Nullable(Type.String({ description: "A person's department, a project's client; null for a department" })),
  periods: Type.Array(UtilisationFigures, { description: "One per the report's periods, in order" }),
  total: UtilisationFigures,
});
export type UtilisationRow = Static<typeof UtilisationRow>;

/** The periods the range covers, a page of rows and how many rows match in all. */
export const UtilisationReport = Type.Object({
  periods: Type.Array(ReportPeriod),
  data: Type.Array(UtilisationRow),
  total: Type.Integer(),
});
export type UtilisationReport = Static<typeof UtilisationReport>;
