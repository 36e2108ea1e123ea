import { baseApi } from '@portal/shared-auth';
import type {
  MissingTimesheetList, MissingTimesheetRow, MissingTimesheetsOrderBy, MissingTimesheetsQuery, ReminderSkipReason, SendRemindersBody, SendRemindersResult,
} from '@portal/shared-contracts';

export type { MissingTimesheetList, MissingTimesheetRow, MissingTimesheetsOrderBy, ReminderSkipReason, SendRemindersBody, SendRemindersResult };

/** The report changes with every timesheet write, and its last-reminder column with every reminder sent. */
const MISSING = { type: 'Timesheet', id: 'MISSING' } as const;

export const missingTimesheetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMissingTimesheets: build.query<MissingTimesheetList, Partial<MissingTimesheetsQuery>>({
      query: (params) => ({ url: '/v1/reports/missing-timesheets', params }),
      providesTags: ['Timesheet', MISSING],
    }),
    sendTimesheetReminders: build.mutation<SendRemindersResult, SendRemindersBody>({
      query: (body) => ({ url: '/v1/reports/missing-timesheets/reminders', method: 'POST', body }),
      invalidatesTags: [MISSING],
    }),
  }),
});

export const { useGetMissingTimesheetsQuery, useSendTimesheetRemindersMutation } = missingTimesheetsApi;
