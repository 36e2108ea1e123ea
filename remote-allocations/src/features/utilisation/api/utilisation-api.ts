import { baseApi } from '@portal/shared-auth';
import { READ_TAGS } from '@portal/shared-contracts/values';
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
      // A write to any table the report is read from (in this remote or another, through the one baseApi) refetches it.
      providesTags: READ_TAGS['utilisation report'],
    }),
  }),
});

export const { useGetUtilisationQuery } = utilisationApi;
