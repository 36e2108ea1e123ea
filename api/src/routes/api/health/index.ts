import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthDown, HealthOk } from '@portal/shared-contracts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        security: [],
        response: { 200: HealthOk, 503: HealthDown },
      },
    },
    async (request, reply) => {
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
