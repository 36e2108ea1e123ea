import { baseApi } from '@portal/shared-auth';
import { READ_TAGS } from '@portal/shared-contracts/values';
import type { DropdownItem } from '@portal/shared-contracts';

/** A client in a picker: what GET /clients/dropdown declares (DropdownItem). */
export type ClientOption = DropdownItem;

/**
 * Reads a client list from any of the shapes the API has used (spec §3: "read tolerantly"): a bare array,
 * `{ data: [...] }`, or items named `clientName`. Our API answers DropdownItem[]; the rest is the spec's tolerance of
 * older servers, kept on purpose.
 */
export function toClientOptions(body: unknown): ClientOption[] {
  const items: unknown = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: { id?: unknown; name?: unknown; clientName?: unknown }) => {
    const id = Number(item?.id);
    const name = typeof item?.name === 'string' ? item.name : typeof item?.clientName === 'string' ? item.clientName : undefined;
    return Number.isInteger(id) && name !== undefined ? [{ id, name }] : [];
  });
}

/** Every client's id and name: the client pickers and the duplicate-name check use it (shared by both features). */
export const clientsDropdownApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClientOptions: build.query<ClientOption[], void>({
      query: () => '/v1/clients/dropdown',
      transformResponse: toClientOptions,
      providesTags: READ_TAGS['client options'],
    }),
  }),
});

export const { useGetClientOptionsQuery } = clientsDropdownApi;
