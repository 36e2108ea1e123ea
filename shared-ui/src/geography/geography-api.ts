import { baseApi } from '@portal/shared-auth';
import { READ_TAGS } from '@portal/shared-contracts/values';

export type Country = { id: number; name: string };
export type State = { id: number; stateName: string };

// Countries and states change about never: keep them for the whole session once loaded.
const ONE_DAY = 24 * 60 * 60;

export const geographyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], void>({
      query: () => '/v1/countries/countries',
      keepUnusedDataFor: ONE_DAY,
      providesTags: READ_TAGS['country options'],
    }),
    getStates: build.query<State[], number>({
      query: (countryId) => `/v1/countries/states/${countryId}`,
      keepUnusedDataFor: ONE_DAY,
      providesTags: READ_TAGS['state options'],
    }),
  }),
});

export const { useGetCountriesQuery, useGetStatesQuery } = geographyApi;
