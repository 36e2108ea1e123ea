import { createApi } from '@reduxjs/toolkit/query/react';
import { TAG_TYPES } from '@portal/shared-contracts/values';
import { portalBaseQuery } from './base-query';

// The cache tag types come from the API's read registrations (shared-contracts' read-tags.ts, generated), so a new
// table's tag is named once. A remote newer than the shell may use a tag this list lacks: RTK Query only warns in
// development and invalidates it all the same, so a shell need not be redeployed for a new resource.
export { TAG_TYPES };

/** The single RTK Query API of the portal; each remote adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
