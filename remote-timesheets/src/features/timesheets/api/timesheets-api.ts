import { baseApi, type ListParams, type ListResponse } from '@portal/shared-auth';

export type TimesheetStatus = 'SUBMITTED' | 'APPROVED' | 'REJECTED';

export type Timesheet = {
  id: number;
  userId: number;
  userName: string;
  firstName: string;
  lastName: string | null;
  projectId: number;
  projectName: string;
  date: string;
  hours: number;
  status: TimesheetStatus;
  description: string;
  rejectionReason: string | null;
};

export type TimesheetOrderBy = 'firstName' | 'lastName' | 'projectName' | 'date' | 'hours' | 'status';

export type TimesheetQuery = ListParams<TimesheetOrderBy> & { startDate?: string; endDate?: string };

export const timesheetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyTimesheets: build.query<ListResponse<Timesheet>, TimesheetQuery>({
      query: (params) => ({ url: '/v1/timesheets/my', params }),
      providesTags: ['Timesheet'],
    }),
  }),
});

export const { useGetMyTimesheetsQuery } = timesheetsApi;
