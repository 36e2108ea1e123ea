import { baseApi } from '@portal/shared-auth';
import { READ_TAGS } from '@portal/shared-contracts/values';
import type { DropdownItem, ProjectDropdownItem } from '@portal/shared-contracts';

/** An active employee as `GET /v1/users/dropdown` lists them. */
export type EmployeeOption = DropdownItem;

/** A project with its client as `GET /v1/projects/dropdown` lists them. */
export type ProjectOption = ProjectDropdownItem;

/** The employee and project pickers' options, one cache for every form that offers them. */
export const pickerOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployeeOptions: build.query<EmployeeOption[], void>({
      query: () => '/v1/users/dropdown',
      providesTags: READ_TAGS['people options'],
    }),
    getProjectOptions: build.query<ProjectOption[], void>({
      query: () => '/v1/projects/dropdown',
      providesTags: READ_TAGS['project options'],
    }),
  }),
});

export const { useGetEmployeeOptionsQuery, useGetProjectOptionsQuery } = pickerOptionsApi;
