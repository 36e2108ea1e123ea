import { baseApi } from '@portal/shared-auth';
import type {
  ReportPeriod,
  UtilisationFigures,
  UtilisationGroup,
  UtilisationOrderBy,
  UtilisationPeriod,
  UtilisationQuery,
  UtilisationReport,
  UtilisationRow,
} from '@portal/shared-contracts';

export type { ReportPeriod, UtilisationFigures, UtilisationGroup, UtilisationOrderBy, UtilisationPeriod, UtilisationQuery, UtilisationReport, UtilisationRow };

export const utilisationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUtilisation: build.query<UtilisationReport, Partial<UtilisationQuery>>({
      query: (params) => ({ url: '/v1/reports/utilisation', params }),
      // The report is read from allocations, holidays, time off, timesheets and people: a write to any of them
      // (in this remote or another, through the one baseApi) refetches it.
      providesTags: ['Allocation', 'Holiday', 'TimeOff', 'Timesheet', 'User'],
    }),
  }),
});

export const { useGetUtilisationQuery } = utilisationApi;
