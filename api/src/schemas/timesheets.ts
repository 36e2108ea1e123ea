import { Type, type Static } from 'typebox';
import { TIMESHEET_STATUSES } from '../constants.js';
import { DateString, Nullable, SearchInput, listQuery, listResponse } from './common.js';

export const TimesheetSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Nullable(Type.String()),
  projectId: Type.Integer(),
  projectName: Type.String(),
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
  userId: Type.Optional(Type.Integer({ minimum: 1, description: 'Admins only; everyone else always gets their own rows' })),
  ...filters,
});
export type TimesheetListQuery = Static<typeof TimesheetListQuery>;

export const MyTimesheetListQuery = Type.Object({
  ...listQuery({ orderBy: TIMESHEET_ORDER_BY, defaultOrderBy: 'projectName', defaultOrder: 'asc' }),
  ...filters,
});

export const TimesheetList = listResponse(TimesheetSchema);
export type TimesheetList = Static<typeof TimesheetList>;
