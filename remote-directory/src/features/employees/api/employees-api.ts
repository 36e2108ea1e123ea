import { baseApi, type ListParams, type ListResponse, type User } from '@portal/shared-auth';

/** The columns the Employees list sorts by (spec §9). */
export const EMPLOYEE_ORDER_BY = ['firstName', 'lastName', 'officeEmail', 'role', 'department', 'active'] as const;
export type EmployeeOrderBy = (typeof EMPLOYEE_ORDER_BY)[number];

export const employeesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ListResponse<User>, ListParams<EmployeeOrderBy> & { role?: string; departmentId?: number }>({
      query: (params) => ({ url: '/v1/users', params }),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUsersQuery } = employeesApi;
