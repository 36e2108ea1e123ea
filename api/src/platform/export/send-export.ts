import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction, ExportType } from '@portal/shared-contracts';
import { AppError } from '../errors.js';
import { authUser } from '../auth/auth-plugin.js';
import { createExportSlots } from './export-slots.js';
import { exportFileName, type RunningExport } from './running-export.js';

export type ExportRequest = {
  /** The audit action; the entry is written when the stream ends, with how many rows actually left. */
  action: AuditAction;
  /** The file name's stem: `timesheets` gives timesheets_20250314.csv. */
  what: string;
  type: ExportType;
  /** What the caller asked for, as the audit entry records it. */
  filters: Record<string, unknown>;
  start: () => RunningExport;
};

/**
 * Answers export requests with a streamed file: one export at a time per person and a few in all (a 429 with
 * Retry-After otherwise), the file named by its stem and the day in the organisation's time zone, audited when done.
 */
export function createExportResponder(app: FastifyInstance) {
  const slots = createExportSlots();
  return async (request: FastifyRequest, reply: FastifyReply, { action, what, type, filters, start }: ExportRequest) => {
    const release = slots.acquire(authUser(request).id);
    if (!release) {
      reply.header('Retry-After', '10');
      throw new AppError(429, 'An export is already running. Please wait for it to finish.');
    }
    let running: RunningExport;
    try {
      running = start();
    } catch (error) {
      release();
      throw error;
    }
    const { body, contentType, done } = running;
    done.finally(release).catch(() => undefined);
    done.then(
      (rows) => app.audit(request, { action, outcome: 'SUCCESS', details: { type, filters, rows } }),
      (error: unknown) => {
        request.log.error({ err: error }, `${what} export failed`);
        return app.audit(request, { action, outcome: 'FAILURE', details: { type, filters } });
      },
    );
    return reply
      .header('Content-Type', contentType)
      .header('Content-Disposition', `attachment; filename="${exportFileName(type, app.clock.today(), what)}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  };
}
