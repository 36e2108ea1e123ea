import { baseApi } from '@portal/shared-auth';
import { READ_TAGS } from '@portal/shared-contracts/values';
import type { TeamCalendar, TeamCalendarQuery } from '@portal/shared-contracts';

/** The query as the page sends it: the API's defaults (scope team, page size) may be left out. */
export type TeamCalendarParams = Partial<TeamCalendarQuery>;

/** The team calendar (issue 38): a month of people × days away; a decision, a request or a holiday refetches it. */
export const teamCalendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamCalendar: build.query<TeamCalendar, TeamCalendarParams>({
      query: (params) => ({ url: '/v1/team-calendar', params }),
      providesTags: READ_TAGS['team calendar'],
    }),
  }),
});

export const { useGetTeamCalendarQuery } = teamCalendarApi;
