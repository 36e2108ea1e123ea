import { baseApi } from '@portal/shared-auth';

/** An active employee as `GET /v1/users/dropdown` lists them. */
export type EmployeeOption = { id: number; name: string };

/** A project with its client as `GET /v1/projects/dropdown` lists them. */
export type ProjectOption = { id: number; name: string; clientName?: string | null };

// Endpoint names are specific to this feature so they cannot collide with another remote's injected endpoints.
export const pickerOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllocatableEmployees: build.query<EmployeeOption[], void>({
      query: () => '/v1/users/dropdown',
      providesTags: ['User'],
    }),
    getAllocatableProjects: build.query<ProjectOption[], void>({
      query: () => '/v1/projects/dropdown',
      providesTags: ['Project'],
    }),
  }),
});

export const { useGetAllocatableEmployeesQuery, useGetAllocatableProjectsQuery } = pickerOptionsApi;
