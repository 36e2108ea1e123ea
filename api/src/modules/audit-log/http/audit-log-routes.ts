import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import { Type } from 'typebox';
import { startRowsExport } from '../../../platform/export/run-rows-export.js';
import { createExportResponder } from '../../../platform/export/send-export.js';
import { AUDIT_ACTIONS, AuditActionList, AuditLogExportQuery, AuditLogList, AuditLogQuery, ErrorResponse, authErrors } from '@portal/shared-contracts';
import { AUDIT_EXPORT_COLUMNS, AUDIT_EXPORT_MAX_ROWS } from './audit-log-export.js';

const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const respond = createExportResponder(app);

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

  app.get(
    '/export',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['audit-log'],
        summary: `Download the filtered log as CSV or Excel (audit-log_yyyymmdd.csv|xlsx), newest first, at most ${AUDIT_EXPORT_MAX_ROWS} entries (ADMIN)`,
        querystring: AuditLogExportQuery,
        response: { 200: Type.Unknown({ description: 'The file (text/csv or xlsx), streamed' }), ...authErrors, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { type, ...filters } = request.query;
      const entries = await app.repos.auditLog.listForExport(filters, AUDIT_EXPORT_MAX_ROWS);
      return respond(request, reply, {
        action: 'export.audit_log',
        what: 'audit-log',
        type,
        filters,
        start: () => startRowsExport(type, 'Audit log', AUDIT_EXPORT_COLUMNS, entries),
      });
    },
  );
};

export default auditLogRoutes;
