import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

/** The dates the portal plans with; outside them a date is a typing mistake (PostgreSQL has no year 0 at all). */
export const PLANNED_DATES = { earliest: '1900-01-01', latest: '2999-12-31' } as const;
/** A calendar date between PLANNED_DATES' ends: the API's `date` format checks both (api/src/platform/date-format.ts). */
export const DateString = Type.String({ format: 'date', description: `Calendar date, YYYY-MM-DD, from ${PLANNED_DATES.earliest} to ${PLANNED_DATES.latest}` });
export const DateTimeString = Type.String({ format: 'date-time' });
/** Ids are PostgreSQL integers: a larger number is a bad request, not a query the database would refuse with a 500. */
export const ID_RANGE = { minimum: 1, maximum: 2147483647 } as const;
export const Id = Type.Integer(ID_RANGE);

/**
 * `schema` or null, written as a list of types (or null among an enum's values) where it can be: fast-json-stringify
 * serialises an `anyOf` by running a validator over every value, which took most of the time of answering a page
 * of people (a dozen nullable fields per row).
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown };
  if (typeof type === 'string') return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  if (Array.isArray(values)) return Type.Unsafe<Static<T> | null>({ ...schema, enum: [...values, null] });
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

export { EMAIL_PATTERN } from './limits.js';

export const IdParams = Type.Object({ id: Id });

/** The fields every row of a person's work on a project starts with (an allocation, a timesheet entry). */
export const personOnProjectFields = {
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Nullable(Type.String()),
  projectId: Type.Integer(),
  projectName: Type.String(),
};

export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    code: Type.Optional(
      Type.String({ description: 'Machine-readable reason: INVALID_INPUT when the body or query failed its schema, DUPLICATE_PROJECT, …' }),
    ),
  },
  {
    description:
      'Every error answer has this shape. `message` is a sentence to show people, except with code INVALID_INPUT (the ' +
      "validator's words); `details` names each field's problem, for validation and for rules about one field.",
  },
);

export type ErrorResponse = Static<typeof ErrorResponse>;

/** Error answers a signed-in route can give, for the OpenAPI document and for serialization. */
export const authErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
} as const;

export const SearchInput = Type.String({ maxLength: 200, description: 'Case-insensitive substring search' });

type ListDefaults<O extends string> = {
  orderBy: readonly O[];
  defaultOrderBy: NoInfer<O>;
  defaultOrder: 'asc' | 'desc';
  defaultLimit?: number;
};

/**
 * Paging and sorting shared by every list. offset is a zero-based PAGE INDEX (rows skipped = offset * limit),
 * as the frontend sends it; orderBy is an allowlist mapped to fixed SQL columns by the repositories.
 */
export function listQuery<O extends string>({ orderBy, defaultOrderBy, defaultOrder, defaultLimit = 10 }: ListDefaults<O>) {
  return {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: defaultLimit }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Zero-based page index' }),
    order: Type.Enum(['asc', 'desc'] as const, { default: defaultOrder }),
    orderBy: Type.Enum(orderBy, { default: defaultOrderBy }),
  };
}

export const listResponse = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), total: Type.Integer() });

export const DropdownItem = Type.Object({ id: Type.Integer(), name: Type.String() });
export type DropdownItem = Static<typeof DropdownItem>;
