import { baseApi, type ListResponse } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type { ProgressDetails, Project, ProjectBody, ProjectListQuery, ProjectOrderBy, ProjectStatus } from '@portal/shared-contracts';

export { PROGRESS_DETAILS, PROJECT_STATUSES } from '@portal/shared-contracts/values';
export type { ProgressDetails, ProjectStatus };

/** A project as the API returns it, and the columns it sorts by: the API's own contract. */
export type { Project, ProjectOrderBy };

/** The columns the Projects list sorts by (spec §9; clientId sorts by the client's name): only columns the API sorts by. */
export const PROJECT_ORDER_BY = ['name', 'clientId', 'startDate', 'endDate', 'status'] as const satisfies readonly ProjectOrderBy[];

export type ProjectListParams = ProjectListQuery;

/** What POST and PUT /v1/projects take (the API's contract); progressDetails is left out when not chosen (spec §7). */
export type ProjectPayload = ProjectBody;


export const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ListResponse<Project>, ProjectListParams>({
      query: (params) => ({ url: '/v1/projects', params }),
      providesTags: READ_TAGS.projects,
    }),
    getProject: build.query<Project, number>({
      query: (id) => `/v1/projects/${id}`,
      providesTags: READ_TAGS.projects,
    }),
    addProject: build.mutation<Project, ProjectPayload>({
      query: (body) => ({ url: '/v1/projects', method: 'POST', body }),
      invalidatesTags: WRITE_TAGS.projects,
    }),
    updateProject: build.mutation<Project, { id: number; payload: ProjectPayload }>({
      query: ({ id, payload }) => ({ url: `/v1/projects/${id}`, method: 'PUT', body: payload }),
      invalidatesTags: WRITE_TAGS.projects,
    }),
  }),
});

export const { useGetProjectsQuery, useGetProjectQuery, useAddProjectMutation, useUpdateProjectMutation } = projectsApi;
