import { baseApi, type ListParams, type ListResponse } from '@portal/shared-auth';

export type Client = {
  id: number;
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  stateId: number | null;
  stateName: string | null;
  countryId: number | null;
  countryName: string | null;
  zip: string | null;
  active: boolean;
};

export type ClientOrderBy = 'name' | 'email' | 'phone' | 'city' | 'stateName' | 'active';

export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ListResponse<Client>, ListParams<ClientOrderBy>>({
      query: (params) => ({ url: '/v1/clients', params }),
      providesTags: ['Client'],
    }),
  }),
});

export const { useGetClientsQuery } = clientsApi;
