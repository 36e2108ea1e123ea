import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoutes } from '../modules/health/index.js';
import remotesRoutes from '../platform/http/remotes-routes.js';
import v1Routes from './v1-routes.js';

const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(remotesRoutes, { prefix: '/remotes' });
  await app.register(v1Routes, { prefix: '/v1' });
};

export default apiRoutes;
