import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../../../plugins/auth.js';
import { AllocationList, AllocationListQuery } from '../../../../schemas/allocations.js';
import { authErrors } from '../../../../schemas/common.js';

const allocationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: {
        tags: ['allocations'],
        summary: 'Allocations with each employee\'s peak daily load, paged',
        querystring: AllocationListQuery,
        response: { 200: AllocationList, ...authErrors },
      },
    },
    async (request) => app.repos.allocations.list(request.query),
  );
};

export default allocationsRoutes;
