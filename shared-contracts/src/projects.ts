import { Type, type Static } from 'typebox';
import { PROGRESS_DETAILS, PROJECT_STATUSES } from './vocabularies.js';
import { MAX_LENGTH } from './limits.js';
import { DateString, Id, Nullable, SearchInput, listQuery, listResponse } from './common.js';

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  status: Type.Enum(PROJECT_STATUSES),
  startDate: Nullable(DateString),
  endDate: Nullable(DateString),
  progressDetails: Nullable(Type.Enum(PROGRESS_DETAILS)),
});
export type Project = Static<typeof ProjectSchema>;

export const PROJECT_ORDER_BY = ['name', 'clientId', 'startDate', 'endDate', 'status'] as const;
export type ProjectOrderBy = (typeof PROJECT_ORDER_BY)[number];

export const ProjectListQuery = Type.Object({
  ...listQuery({ orderBy: PROJECT_ORDER_BY, defaultOrderBy: 'name', defaultOrder: 'desc' }),
  searchInput: Type.Optional(SearchInput),
  clientId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(PROJECT_STATUSES)),
});
export type ProjectListQuery = Static<typeof ProjectListQuery>;

export const ProjectList = listResponse(ProjectSchema);
export type ProjectList = Static<typeof ProjectList>;

export const ProjectDropdownItem = Type.Object({ id: Type.Integer(), name: Type.String(), clientName: Type.String() });
export type ProjectDropdownItem = Static<typeof ProjectDropdownItem>;

/** What POST and PUT take; the business rules beyond the shapes are checked in modules/projects/rules.ts. */
export const ProjectBody = Type.Object(
  {
    name: Type.String({ maxLength: MAX_LENGTH.name, description: 'Required; unique per client ignoring case and surrounding spaces' }),
    clientId: Id,
    status: Type.Enum(PROJECT_STATUSES, { default: 'NOT_STARTED' }),
    startDate: Type.Optional(Nullable(DateString)),
    endDate: Type.Optional(Nullable(DateString)),
    progressDetails: Type.Optional(Nullable(Type.Enum(PROGRESS_DETAILS, { description: 'Required when status is IN_PROGRESS' }))),
  },
  { additionalProperties: false },
);
export type ProjectBody = Static<typeof ProjectBody>;
