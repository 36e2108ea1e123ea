import { baseApi } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type {
  MissingTimesheetList, MissingTimesheetRow, MissingTimesheetsOrderBy, MissingTimesheetsQuery, ReminderSkipReason, SendRemindersBody, SendRemindersResult,
} from '@portal/shared-contracts';

export type { MissingTimesheetList, MissingTimesheetRow, MissingTimesheetsOrderBy, ReminderSkipReason, SendRemindersBody, SendRemindersResult };

export const missingTimesheetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMissingTimesheets: build.query<MissingTimesheetList, Partial<MissingTimesheetsQuery>>({
      query: (params) => ({ url: '/v1/reports/missing-timesheets', params }),
      providesTags: READ_TAGS['missing timesheets'],
    }),
    sendTimesheetReminders: build.mutation<SendRemindersResult, SendRemindersBody>({
      query: (body) => ({ url: '/v1/reports/missing-timesheets/reminders', method: 'POST', body }),
      invalidatesTags: WRITE_TAGS.timesheet_reminders,
    }),
  }),
});

export const { useGetMissingTimesheetsQuery, useSendTimesheetRemindersMutation } = missingTimesheetsApi;
