import type { DEPARTMENTS, User as ApiUser } from '@portal/shared-contracts';

// The API's shapes come from its contracts (shared-contracts: the TypeBox schemas it validates and serialises with),
// as types only, so no schema code reaches the browser. What follows them here is the browser's own.
export type { Role, Gender, EmployeeType } from '@portal/shared-contracts';
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

export type SignInRequest = { username: string; password: string };
export type SignInResponse = { accessToken: string };

/** Single sign-on settings from GET /v1/auth/sso-config; everything but `enabled` is absent when SSO is off. */
export type SsoSettings =
  | { enabled: false }
  | {
      enabled: true;
      clientId: string;
      authority: string;
      knownAuthorities: string[];
      protocolMode: 'AAD' | 'OIDC';
      /** The API's own scope; an access token for it is what POST /v1/users/sso takes. */
      apiScope: string;
      loginScopes: string[];
    };

/** Failure shape every endpoint rejects with (spec §7): the HTTP status plus the JSON error body's fields. */
export type ApiError = {
  status: number | string;
  statusCode?: number;
  error?: string;
  message?: string;
  code?: string;
  details?: { field: string; message: string }[];
};
