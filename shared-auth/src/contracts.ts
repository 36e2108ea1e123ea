import type { DEPARTMENTS, ErrorResponse, SsoConfigResponse, User as ApiUser } from '@portal/shared-contracts';

// The API's shapes come from its contracts (shared-contracts: the TypeBox schemas it validates and serialises with),
// as types only, so no schema code reaches the browser. What follows them here is the browser's own.
export type { Role, Gender, EmployeeType, SignInBody as SignInRequest, SignInResponse, SsoSignInBody } from '@portal/shared-contracts';
export type DepartmentName = (typeof DEPARTMENTS)[number];

/** An employee as the API returns it (spec §3, User / Employee): the API's own schema. */
export type User = ApiUser;

/** The signed-in user, as GET /users/currentuser returns it: a User, its country and state names resolved. */
export type CurrentUser = ApiUser;

export type ListResponse<T> = { data: T[]; total: number };

export type SortOrder = 'asc' | 'desc';

/** Paging as the list endpoints take it: offset is the zero-based page index. */
export type ListParams<OrderBy extends string = string> = {
  limit: number;
  offset: number;
  order: SortOrder;
  orderBy: OrderBy;
  searchInput?: string;
};

/**
 * Single sign-on settings from GET /v1/auth/sso-config: the API's answer, read as the API gives it — every setting
 * present when SSO is on, `enabled: false` alone when it is off.
 */
export type SsoSettings = { enabled: false } | ({ enabled: true } & Required<Omit<SsoConfigResponse, 'enabled'>>);

/**
 * What every failed call gives (spec §7): the HTTP status, or a string for a failure without one (the connection,
 * an unreadable body), plus the API's error body (ErrorResponse) — partial, since a proxy's or a network failure
 * carries none of it.
 */
export type ApiError = { status: number | string } & Partial<ErrorResponse>;
