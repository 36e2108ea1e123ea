import { Type, type Static } from 'typebox';
import { ALLOCATION_HOURS } from './limits.js';
import { DateString, Id, SearchInput, listQuery, listResponse, personOnProjectFields } from './common.js';

export const AllocationSchema = Type.Object({
  ...personOnProjectFields,
  allocationHours: Type.Number({ description: 'Hours per working day (Mon-Fri) on this project' }),
  startDate: DateString,
  endDate: DateString,
  hoursPerDay: Type.Number({
    description: "The employee's total allocated hours on the busiest working day in this allocation's range, over all their allocations",
  }),
  capacityPercentage: Type.Number({
    description: "hoursPerDay as a share of the person's own working day (their contracted weeklyHours / 5), in percent, one decimal",
  }),
  plannedToDate: Type.Number({
    description: "Hours the allocation plans from its start up to the list's asOf day (or its end, if sooner): allocationHours on each of the person's working days",
  }),
  loggedToDate: Type.Number({
    description: 'Hours the person logged on the project (submitted or approved) over the same days; the difference sorts as planVariance',
  }),
});
export type Allocation = Static<typeof AllocationSchema>;

export const ALLOCATION_ORDER_BY = ['firstName', 'lastName', 'projectName', 'startDate', 'endDate', 'allocationHours', 'planVariance'] as const;
export type AllocationOrderBy = (typeof ALLOCATION_ORDER_BY)[number];

export const AllocationListQuery = Type.Object({
  ...listQuery({ orderBy: ALLOCATION_ORDER_BY, defaultOrderBy: 'firstName', defaultOrder: 'asc', defaultLimit: 20 }),
  startDate: Type.Optional(Type.String({ format: 'date', description: 'With endDate: only allocations overlapping the range' })),
  endDate: Type.Optional(Type.String({ format: 'date', description: 'With startDate: only allocations overlapping the range' })),
  searchInput: Type.Optional(SearchInput),
  asOf: Type.Optional(Type.String({ format: 'date', description: 'The day plannedToDate and loggedToDate run up to; default today' })),
});
export type AllocationListQuery = Static<typeof AllocationListQuery>;

export const AllocationList = listResponse(AllocationSchema);
export type AllocationList = Static<typeof AllocationList>;

/** Hours per working day: at least a quarter hour, in quarter-hour steps, never more than a whole day. */
export const AllocationHours = Type.Number({
  minimum: ALLOCATION_HOURS.min,
  maximum: ALLOCATION_HOURS.max,
  multipleOf: ALLOCATION_HOURS.step,
  description: 'Hours per working day, step 0.25',
});

const AssigneeSchema = Type.Object({ userId: Id, allocationHours: AllocationHours }, { additionalProperties: false });

export const BulkAllocationBody = Type.Object(
  {
    users: Type.Array(AssigneeSchema, { minItems: 1, maxItems: 200 }),
    projectId: Id,
    startDate: DateString,
    endDate: DateString,
  },
  { additionalProperties: false },
);
export type BulkAllocationBody = Static<typeof BulkAllocationBody>;

export const UpdateAllocationBody = Type.Object(
  { userId: Id, projectId: Id, allocationHours: AllocationHours, startDate: DateString, endDate: DateString },
  { additionalProperties: false, description: 'An edit covers exactly one employee' },
);
export type UpdateAllocationBody = Static<typeof UpdateAllocationBody>;

export const CapacityPreviewBody = Type.Object(
  {
    users: Type.Array(AssigneeSchema, { minItems: 1, maxItems: 200 }),
    startDate: DateString,
    endDate: DateString,
    excludeAllocationId: Type.Optional(Id),
  },
  { additionalProperties: false, description: 'The allocation about to be saved; excludeAllocationId is the one being edited' },
);
export type CapacityPreviewBody = Static<typeof CapacityPreviewBody>;

export const CapacityPreviewItem = Type.Object({
  userId: Type.Integer(),
  hoursPerDay: Type.Number({ description: 'Peak daily hours in the range if the allocation is saved' }),
  capacityPercentage: Type.Number({ description: "hoursPerDay as a share of the person's own working day (weeklyHours / 5), in percent; over 100 asks for confirmation" }),
});
export type CapacityPreviewItem = Static<typeof CapacityPreviewItem>;
