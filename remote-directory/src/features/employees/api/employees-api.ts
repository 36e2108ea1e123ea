import { baseApi, type ListResponse, type User } from '@portal/shared-auth';
import { READ_TAGS } from '@portal/shared-contracts/values';
import type { UserListQuery, UserOrderBy } from '@portal/shared-contracts';

/** The columns the Employees list sorts by (spec §9): only columns the API sorts by. */
export const EMPLOYEE_ORDER_BY = ['firstName', 'lastName', 'officeEmail', 'role', 'department', 'active'] as const satisfies readonly UserOrderBy[];
export type EmployeeOrderBy = UserOrderBy;

export const employeesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ListResponse<User>, UserListQuery>({
      query: (params) => ({ url: '/v1/users', params }),
      providesTags: READ_TAGS.users,
    }),
  }),
});

export const { useGetUsersQuery } = employeesApi;
