import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './base-query';

/** Cache tags of every resource, declared once so invalidation works across remotes. */
export const TAG_TYPES = ['CurrentUser', 'User', 'Client', 'Project', 'Allocation', 'Holiday', 'TimeOff', 'Timesheet', 'Geography'] as const;

/** The single RTK Query API of the portal; each remote adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
