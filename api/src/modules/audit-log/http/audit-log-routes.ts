import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import { AUDIT_ACTIONS, AuditActionList, AuditLogList, AuditLogQuery, authErrors } from '@portal/shared-contracts';

const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['audit-log'],
        summary: 'Security events, newest first (ADMIN)',
        querystring: AuditLogQuery,
        response: { 200: AuditLogList, ...authErrors },
      },
    },
    async (request) => app.repos.auditLog.list(request.query),
  );

  app.get(
    '/actions',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['audit-log'],
        summary: 'The actions the audit log records, for its filter (ADMIN)',
        response: { 200: AuditActionList, ...authErrors },
      },
    },
    async () => ({ data: [...AUDIT_ACTIONS] }),
  );
};

export default auditLogRoutes;
