import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import healthRoutes from './health/index.js';
import remotesRoutes from './remotes/index.js';
import v1Routes from './v1/index.js';

const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(remotesRoutes, { prefix: '/remotes' });
  await app.register(v1Routes, { prefix: '/v1' });
};

export default apiRoutes;
