import { baseApi, type ListParams, type ListResponse } from '@portal/shared-auth';

export type Allocation = {
  id: number;
  userId: number;
  userName: string;
  firstName: string;
  lastName: string | null;
  projectId: number;
  projectName: string;
  allocationHours: number;
  startDate: string;
  endDate: string;
  hoursPerDay: number;
  capacityPercentage: number;
};

export type AllocationOrderBy = 'firstName' | 'lastName' | 'projectName' | 'startDate' | 'endDate' | 'allocationHours';

export type AllocationQuery = ListParams<AllocationOrderBy> & { startDate?: string; endDate?: string };

export const allocationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllocations: build.query<ListResponse<Allocation>, AllocationQuery>({
      query: (params) => ({ url: '/v1/allocations', params }),
      providesTags: ['Allocation'],
    }),
  }),
});

export const { useGetAllocationsQuery } = allocationsApi;
