import { baseApi } from '@portal/shared-auth';
import type { AuditActionList, AuditLogList, AuditLogQuery } from '@portal/shared-contracts';

/** The log's filters as the page sends them: the API takes any action its own list names (GET /audit-log/actions). */
export type AuditLogParams = Omit<AuditLogQuery, 'action'> & { action?: string };

// The log is no registered read (the server never remembers it, every write may add to it), so it has no cache tags:
// the page asks again each time it is opened (refetchOnMountOrArgChange) instead.
export const auditLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditLogList, AuditLogParams>({
      query: (params) => ({ url: '/v1/audit-log', params }),
      keepUnusedDataFor: 0,
    }),
    getAuditActions: build.query<AuditActionList, void>({
      query: () => '/v1/audit-log/actions',
    }),
  }),
});

export const { useGetAuditLogQuery, useGetAuditActionsQuery } = auditLogApi;
