import { baseApi, type ListResponse } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type {
  Allocation,
  AllocationListQuery,
  AllocationOrderBy,
  BulkAllocationBody,
  CapacityPreviewBody,
  CapacityPreviewItem,
  UpdateAllocationBody,
} from '@portal/shared-contracts';

/** An allocation as the API returns it, and the columns it sorts by: the API's own contract. */
export type { Allocation, AllocationOrderBy };

/** The columns the Allocations list sorts by (spec §9): only columns the API sorts by. */
export const ALLOCATION_ORDER_BY = ['firstName', 'lastName', 'projectName', 'startDate', 'endDate', 'allocationHours', 'planVariance'] as const satisfies readonly AllocationOrderBy[];

export type AllocationQuery = AllocationListQuery;

/** One ticked employee and the hours per working day they give the project. */
export type Assignee = BulkAllocationBody['users'][number];

/** An employee's busiest working day in the range if the allocation were saved. */
export type CapacityPreview = CapacityPreviewItem;

export const allocationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllocations: build.query<ListResponse<Allocation>, AllocationQuery>({
      query: (params) => ({ url: '/v1/allocations', params }),
      // Planned and logged to date: a holiday, time off or timesheet written anywhere refetches the page.
      providesTags: READ_TAGS.allocations,
    }),
    getAllocation: build.query<Allocation, number>({
      query: (id) => `/v1/allocations/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Allocation', id }, ...READ_TAGS.allocations],
    }),
    addAllocations: build.mutation<Allocation[], BulkAllocationBody>({
      query: (body) => ({ url: '/v1/allocations/bulk', method: 'POST', body }),
      invalidatesTags: WRITE_TAGS.allocations,
    }),
    updateAllocation: build.mutation<Allocation, UpdateAllocationBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/v1/allocations/${id}`, method: 'PUT', body }),
      invalidatesTags: WRITE_TAGS.allocations,
    }),
    deleteAllocation: build.mutation<null, number>({
      query: (id) => ({ url: `/v1/allocations/${id}`, method: 'DELETE' }),
      invalidatesTags: WRITE_TAGS.allocations,
    }),
    // A mutation although it saves nothing: it is asked once per Save, never cached.
    previewCapacity: build.mutation<CapacityPreview[], CapacityPreviewBody>({
      query: (body) => ({ url: '/v1/allocations/capacity-preview', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetAllocationsQuery,
  useGetAllocationQuery,
  useAddAllocationsMutation,
  useUpdateAllocationMutation,
  useDeleteAllocationMutation,
  usePreviewCapacityMutation,
} = allocationsApi;
