import { baseApi, type ListResponse } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type { Client, ClientBody, ClientListQuery, ClientOrderBy } from '@portal/shared-contracts';

/** A client as the API returns it, and the columns it sorts by: the API's own contract. */
export type { Client, ClientOrderBy };

/** The columns the Clients list sorts by (spec §9): only columns the API sorts by. */
export const CLIENT_ORDER_BY = ['name', 'email', 'phone', 'city', 'stateName', 'active'] as const satisfies readonly ClientOrderBy[];

/** What POST and PUT /v1/clients take (the API's contract); `status` is the older form of `active`, sent too (spec §4). */
export type ClientPayload = ClientBody;

export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ListResponse<Client>, ClientListQuery>({
      query: (params) => ({ url: '/v1/clients', params }),
      providesTags: READ_TAGS.clients,
    }),
    getClient: build.query<Client, number>({
      query: (id) => `/v1/clients/${id}`,
      providesTags: READ_TAGS.clients,
    }),
    addClient: build.mutation<Client, ClientPayload>({
      query: (body) => ({ url: '/v1/clients', method: 'POST', body }),
      // Projects show their client's name, so they are refreshed too.
      invalidatesTags: WRITE_TAGS.clients,
    }),
    updateClient: build.mutation<Client, { id: number; payload: ClientPayload }>({
      query: ({ id, payload }) => ({ url: `/v1/clients/${id}`, method: 'PUT', body: payload }),
      invalidatesTags: WRITE_TAGS.clients,
    }),
  }),
});

export const { useGetClientsQuery, useGetClientQuery, useAddClientMutation, useUpdateClientMutation } = clientsApi;
