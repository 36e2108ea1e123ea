import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditEvent } from '../audit-log-repository.js';

/** What a route says about an event; the caller, address and request id are filled in from the request. */
export type AuditRecord = Omit<AuditEvent, 'ip' | 'requestId'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Records a security event. Never throws: a failed audit write is logged at error level rather than turning
     * a completed sign-in or save into a failure the user would retry.
     */
    audit: (request: FastifyRequest, record: AuditRecord) => Promise<void>;
  }
  interface FastifyRequest {
    /** Whether the route already wrote an audit entry for this request (then a 403 needs no generic one). */
    audited: boolean;
  }
}

async function auditPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('audited', false);
  app.decorate('audit', async (request: FastifyRequest, record: AuditRecord) => {
    request.audited = true;
    const event: AuditEvent = {
      actorUserId: request.user?.id ?? null,
      actorEmail: request.user?.officeEmail ?? null,
      ...record,
      ip: request.ip,
      requestId: request.id,
    };
    try {
      await app.repos.auditLog.record(event);
    } catch (error) {
      request.log.error({ err: error, audit: event }, 'audit log write failed');
    }
  });

  // Every refusal by a role or ownership rule, wherever it was raised, unless the route recorded it in its own
  // terms (a refused single sign-on says why in its auth.sso entry).
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 403 || request.audited) return;
    await app.audit(request, {
      action: 'request.denied',
      outcome: 'DENIED',
      details: { method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0] },
    });
  });
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['db'] });
