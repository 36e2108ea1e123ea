import { baseApi, type ListParams, type ListResponse } from '@portal/shared-auth';

export type ProjectStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'ON_HOLD' | 'COMPLETED' | 'CANCELLED';

export type Project = {
  id: number;
  name: string;
  clientId: number;
  clientName: string;
  status: ProjectStatus;
  startDate: string | null;
  endDate: string | null;
  progressDetails: string | null;
};

export type ProjectOrderBy = 'name' | 'clientId' | 'startDate' | 'endDate' | 'status';

export const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ListResponse<Project>, ListParams<ProjectOrderBy>>({
      query: (params) => ({ url: '/v1/projects', params }),
      providesTags: ['Project'],
    }),
  }),
});

export const { useGetProjectsQuery } = projectsApi;
