import { baseApi } from '@portal/shared-auth';
import type { TimeOff, TimeOffBody, TimeOffList } from '@portal/shared-contracts';

/** People's time off: a person's as admins and managers keep it, and the signed-in person's own. */
export const timeOffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTimeOff: build.query<TimeOffList, number>({
      query: (userId) => `/v1/users/${userId}/time-off`,
      providesTags: ['TimeOff'],
    }),
    getMyTimeOff: build.query<TimeOffList, void>({
      query: () => '/v1/time-off/my',
      providesTags: ['TimeOff'],
    }),
    addTimeOff: build.mutation<TimeOff, { userId: number; body: TimeOffBody }>({
      query: ({ userId, body }) => ({ url: `/v1/users/${userId}/time-off`, method: 'POST', body }),
      invalidatesTags: ['TimeOff'],
    }),
    deleteTimeOff: build.mutation<void, number>({
      query: (id) => ({ url: `/v1/time-off/${id}`, method: 'DELETE' }),
      invalidatesTags: ['TimeOff'],
    }),
  }),
});

export const { useGetTimeOffQuery, useGetMyTimeOffQuery, useAddTimeOffMutation, useDeleteTimeOffMutation } = timeOffApi;
