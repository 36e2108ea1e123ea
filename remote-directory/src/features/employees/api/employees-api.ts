import { baseApi, type ListParams, type ListResponse, type User } from '@portal/shared-auth';

export type EmployeeOrderBy = 'firstName' | 'lastName' | 'officeEmail' | 'role' | 'department' | 'active';

export const employeesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ListResponse<User>, ListParams<EmployeeOrderBy> & { role?: string; departmentId?: number }>({
      query: (params) => ({ url: '/v1/users', params }),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUsersQuery } = employeesApi;
