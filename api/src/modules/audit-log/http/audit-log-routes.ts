import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import { AuditLogList, AuditLogQuery, authErrors } from '@portal/shared-contracts';

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
};

export default auditLogRoutes;
