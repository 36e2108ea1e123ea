import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteList } from '@portal/shared-contracts';

const remotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Module-federation remotes the shell should load (PORTAL_REMOTES or PORTAL_REMOTES_FILE replaces the default list)',
        security: [],
        response: { 200: RemoteList },
      },
    },
    async (_request, reply) => {
      // The shell reads this on every load; a cached copy would pin users to old remotes after a deploy.
      reply.header('cache-control', 'no-store');
      // Read again each time, so an edit of PORTAL_REMOTES_FILE (a rollback) applies at once on every instance.
      return app.remoteList.latest();
    },
  );
};

export default remotesRoutes;
