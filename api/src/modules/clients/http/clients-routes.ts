import { auditCreate, auditEdit } from '../../audit-log/index.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../../platform/errors.js';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import { ClientBody, ClientList, ClientListQuery, ClientSchema, DropdownItem, ErrorResponse, IdParams, authErrors } from '@portal/shared-contracts';
import { clientValuesFrom } from '../rules.js';

const CLIENT_NOT_FOUND = 'Client not found.';
const writeErrors = { ...authErrors, 404: ErrorResponse, 409: ErrorResponse };

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

  app.get(
    '/:id',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: { tags: ['clients'], summary: 'One client', params: IdParams, response: { 200: ClientSchema, ...authErrors, 404: ErrorResponse } },
    },
    async (request) => {
      const client = await app.repos.clients.findById(request.params.id);
      if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
      return client;
    },
  );

  app.post(
    '/',
    {
      onRequest: requireRole('ADMIN'),
      schema: { tags: ['clients'], summary: 'Create a client (ADMIN)', body: ClientBody, response: { 201: ClientSchema, ...writeErrors } },
    },
    async (request, reply) => {
      const values = await clientValuesFrom(request.body, app.repos.clients, 'create');
      const client = await app.repos.clients.create(values);
      await auditCreate(app, request, { action: 'client.created', targetType: 'client', id: client.id, after: client });
      return reply.code(201).send(client);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['clients'],
        summary: 'Replace a client\'s fields (ADMIN)',
        params: IdParams,
        body: ClientBody,
        response: { 200: ClientSchema, ...writeErrors },
      },
    },
    async (request) => {
      const before = await app.repos.clients.findById(request.params.id);
      if (!before) throw new NotFoundError(CLIENT_NOT_FOUND);
      const values = await clientValuesFrom(request.body, app.repos.clients, 'update');
      const client = await app.repos.clients.update(request.params.id, values);
      if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
      await auditEdit(app, request, { action: 'client.updated', targetType: 'client', id: client.id, before, after: client });
      return client;
    },
  );
};

export default clientsRoutes;
