/** Roles of spec §3; the server enforces them too. */
export type Role = 'ADMIN' | 'MANAGER' | 'EMPLOYEE';

export type Gender = 'MALE' | 'FEMALE' | 'OTHER';
export type EmployeeType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN';
export type DepartmentName =
  | 'ENGINEERING'
  | 'SALES'
  | 'MARKETING'
  | 'FINANCE'
  | 'HUMAN_RESOURCES'
  | 'OPERATIONS'
  | 'OTHER';

/** An employee as the API returns it (spec §3, User / Employee). */
export type User = {
  id: number;
  firstName: string;
  lastName: string | null;
  fullName?: string;
  name?: string;
  gender: Gender | null;
  dob: string | null;
  doj: string | null;
  empId: string | null;
  email: string | null;
  officeEmail: string;
  phone: string | null;
  emergencyNumber: string | null;
  presentLine1: string | null;
  presentLine2: string | null;
  presentCity: string | null;
  presentStateId: number | null;
  presentCountryId: number | null;
  presentZip: string | null;
  permanentLine1: string | null;
  permanentLine2: string | null;
  permanentCity: string | null;
  permanentStateId: number | null;
  permanentCountryId: number | null;
  permanentZip: string | null;
  role: Role;
  department: DepartmentName | null;
  departmentId: number | null;
  jobTitle: string | null;
  profilePhotoUrl: string | null;
  employeeType: EmployeeType | null;
  active: boolean;
  lastLogin: string | null;
};

/** The signed-in user: a User plus the resolved country and state names. */
export type CurrentUser = User & {
  presentCountryName?: string | null;
  presentStateName?: string | null;
  permanentCountryName?: string | null;
  permanentStateName?: string | null;
};

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
