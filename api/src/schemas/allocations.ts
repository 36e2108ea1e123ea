import { Type, type Static } from 'typebox';
import { DateString, SearchInput, listQuery, listResponse } from './common.js';

export const AllocationSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Type.Union([Type.String(), Type.Null()]),
  projectId: Type.Integer(),
  projectName: Type.String(),
  allocationHours: Type.Number({ description: 'Hours per working day (Mon-Fri) on this project' }),
  startDate: DateString,
  endDate: DateString,
  hoursPerDay: Type.Number({
    description: "The employee's total allocated hours on the busiest working day in this allocation's range, over all their allocations",
  }),
  capacityPercentage: Type.Number({ description: 'hoursPerDay / WORKDAY_HOURS * 100, one decimal' }),
});
export type Allocation = Static<typeof AllocationSchema>;

export const ALLOCATION_ORDER_BY = ['firstName', 'lastName', 'projectName', 'startDate', 'endDate', 'allocationHours'] as const;
export type AllocationOrderBy = (typeof ALLOCATION_ORDER_BY)[number];

export const AllocationListQuery = Type.Object({
  ...listQuery({ orderBy: ALLOCATION_ORDER_BY, defaultOrderBy: 'firstName', defaultOrder: 'asc', defaultLimit: 20 }),
  startDate: Type.Optional(Type.String({ format: 'date', description: 'With endDate: only allocations overlapping the range' })),
  endDate: Type.Optional(Type.String({ format: 'date', description: 'With startDate: only allocations overlapping the range' })),
  searchInput: Type.Optional(SearchInput),
});
export type AllocationListQuery = Static<typeof AllocationListQuery>;

export const AllocationList = listResponse(AllocationSchema);
export type AllocationList = Static<typeof AllocationList>;
