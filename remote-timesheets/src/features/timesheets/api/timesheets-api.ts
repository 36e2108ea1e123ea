import { baseApi, type ListResponse } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type {
  BulkStatusChange,
  BulkStatusResult,
  StatusChange,
  TeamPeople,
  TeamTimesheetListQuery,
  Timesheet,
  TimesheetInput,
  TimesheetListQuery,
  TimesheetOrderBy,
  TimesheetStatus,
  TimesheetWeek,
  TimesheetWeekSave,
  WeekStatusChange,
} from '@portal/shared-contracts';

export type { TimesheetStatus };

/** A timesheet entry as the API returns it, and the columns it sorts by: the API's own contract. */
export type { Timesheet, TimesheetOrderBy };

/** The columns the Timesheets lists sort by: every column but Action (spec §2); only columns the API sorts by. */
export const TIMESHEET_ORDER_BY = ['firstName', 'lastName', 'projectName', 'date', 'hours', 'status'] as const satisfies readonly TimesheetOrderBy[];


/** What both lists take (All Timesheets also takes userId, for admins). */
export type TimesheetQuery = TimesheetListQuery;

/**
 * The create/update payload of spec §3 (the API's contract, which marks userName, projectName and status as sent by
 * the form and ignored: the server reads names from the database and decides the status).
 */
export type TimesheetPayload = TimesheetInput;

export type { ReviewStatus, TeamTimesheetListQuery, WeekStatusChange } from '@portal/shared-contracts';

// Deletes do not invalidate at once: the list reloads 200 ms later (spec §4), see useDeleteTimesheetFlow.
export const timesheetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyTimesheets: build.query<ListResponse<Timesheet>, TimesheetQuery>({
      query: (params) => ({ url: '/v1/timesheets/my', params }),
      providesTags: READ_TAGS.timesheets,
    }),
    getTimesheets: build.query<ListResponse<Timesheet>, TimesheetQuery>({
      query: (params) => ({ url: '/v1/timesheets', params }),
      providesTags: READ_TAGS.timesheets,
    }),
    addTimesheet: build.mutation<Timesheet, TimesheetPayload>({
      query: (body) => ({ url: '/v1/timesheets', method: 'POST', body }),
      invalidatesTags: WRITE_TAGS.timesheets,
    }),
    updateTimesheet: build.mutation<Timesheet, TimesheetPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/v1/timesheets/${id}`, method: 'PUT', body: { id, ...body } }),
      invalidatesTags: WRITE_TAGS.timesheets,
    }),
    deleteTimesheet: build.mutation<null, number>({
      query: (id) => ({ url: `/v1/timesheets/${id}`, method: 'DELETE' }),
    }),
    reviewTimesheet: build.mutation<Timesheet, StatusChange & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/v1/timesheets/${id}/status`, method: 'PATCH', body }),
      invalidatesTags: WRITE_TAGS.timesheets,
    }),
    reviewTimesheets: build.mutation<BulkStatusResult, BulkStatusChange>({
      query: (body) => ({ url: '/v1/timesheets/status', method: 'PATCH', body }),
      invalidatesTags: WRITE_TAGS.timesheets,
    }),
    // The Team tab (issue 38): the signed-in person's reports' entries, and who those reports are.
    getTeamTimesheets: build.query<ListResponse<Timesheet>, Partial<TeamTimesheetListQuery>>({
      query: (params) => ({ url: '/v1/timesheets/team', params }),
      providesTags: READ_TAGS['team timesheets'],
    }),
    getTeamPeople: build.query<TeamPeople, void>({
      query: () => '/v1/timesheets/team/people',
      providesTags: READ_TAGS['team people'],
    }),
    reviewTimesheetWeek: build.mutation<BulkStatusResult, WeekStatusChange>({
      query: (body) => ({ url: '/v1/timesheets/weeks/status', method: 'PATCH', body }),
      invalidatesTags: WRITE_TAGS.timesheets,
    }),
    // The week grid and the lists show the same entries: each one's save reloads the other.
    getMyTimesheetWeek: build.query<TimesheetWeek, string>({
      query: (week) => `/v1/me/timesheets/weeks/${week}`,
      providesTags: READ_TAGS['timesheet-weeks'],
    }),
    saveMyTimesheetWeek: build.mutation<TimesheetWeek, { week: string; body: TimesheetWeekSave }>({
      query: ({ week, body }) => ({ url: `/v1/me/timesheets/weeks/${week}`, method: 'PUT', body }),
      // A refused save changed nothing, so nothing needs reloading.
      invalidatesTags: (saved) => (saved ? WRITE_TAGS.timesheets : []),
    }),
  }),
});

export const {
  useGetMyTimesheetsQuery,
  useGetTimesheetsQuery,
  useAddTimesheetMutation,
  useUpdateTimesheetMutation,
  useDeleteTimesheetMutation,
  useReviewTimesheetMutation,
  useReviewTimesheetsMutation,
  useGetTeamTimesheetsQuery,
  useGetTeamPeopleQuery,
  useReviewTimesheetWeekMutation,
  useGetMyTimesheetWeekQuery,
  useLazyGetMyTimesheetWeekQuery,
  useSaveMyTimesheetWeekMutation,
} = timesheetsApi;
