import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireRole } from '../../../../plugins/auth.js';
import { ClientList, ClientListQuery } from '../../../../schemas/clients.js';
import { DropdownItem, authErrors } from '../../../../schemas/common.js';

const clientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: { tags: ['clients'], summary: 'Clients, paged', querystring: ClientListQuery, response: { 200: ClientList, ...authErrors } },
    },
    async (request) => app.repos.clients.list(request.query),
  );

  app.get(
    '/dropdown',
    { schema: { tags: ['clients'], summary: 'Clients for pickers', response: { 200: Type.Array(DropdownItem), ...authErrors } } },
    async () => app.repos.clients.dropdown(),
  );
};

export default clientsRoutes;
