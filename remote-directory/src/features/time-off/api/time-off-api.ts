import { baseApi } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type { TimeOff, TimeOffBody, TimeOffList } from '@portal/shared-contracts';

/** People's time off: a person's as admins and managers keep it, and the signed-in person's own. */
export const timeOffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTimeOff: build.query<TimeOffList, number>({
      query: (userId) => `/v1/users/${userId}/time-off`,
      providesTags: READ_TAGS['time off'],
    }),
    getMyTimeOff: build.query<TimeOffList, void>({
      query: () => '/v1/time-off/my',
      providesTags: READ_TAGS['time off'],
    }),
    addTimeOff: build.mutation<TimeOff, { userId: number; body: TimeOffBody }>({
      query: ({ userId, body }) => ({ url: `/v1/users/${userId}/time-off`, method: 'POST', body }),
      invalidatesTags: WRITE_TAGS.time_off,
    }),
    deleteTimeOff: build.mutation<void, number>({
      query: (id) => ({ url: `/v1/time-off/${id}`, method: 'DELETE' }),
      invalidatesTags: WRITE_TAGS.time_off,
    }),
  }),
});

export const { useGetTimeOffQuery, useGetMyTimeOffQuery, useAddTimeOffMutation, useDeleteTimeOffMutation } = timeOffApi;
