import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HealthDown, HealthOk } from '@portal/shared-contracts';

/** A stopping instance: a load balancer that checks health sends it nothing new (docs/deployment.md). */
const HealthDraining = Type.Object({ status: Type.Literal('draining') });

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        security: [],
        response: { 200: HealthOk, 503: Type.Union([HealthDown, HealthDraining]) },
      },
    },
    async (request, reply) => {
      if (app.drain.active) return reply.code(503).header('Retry-After', '5').send({ status: 'draining' as const });
      try {
        await app.repos.health.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).header('Retry-After', '5').send({ status: 'error', database: 'unreachable' });
      }
    },
  );
};

export default healthRoutes;
