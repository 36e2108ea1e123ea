import { baseApi } from '@portal/shared-auth';
import { READ_TAGS } from '@portal/shared-contracts/values';
import type { UtilisationQuery, UtilisationReport } from '@portal/shared-contracts';

/** The person's own row of the utilisation report (an employee's answer holds only theirs; so does everyone's here). */
export const weekSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnWeeks: build.query<UtilisationReport, Pick<UtilisationQuery, 'from' | 'to'> & { userId: number }>({
      query: ({ from, to, userId }) => ({ url: '/v1/reports/utilisation', params: { groupBy: 'person', period: 'week', from, to, userId } }),
      providesTags: READ_TAGS['utilisation report'],
    }),
  }),
});

export const { useGetOwnWeeksQuery } = weekSummaryApi;
