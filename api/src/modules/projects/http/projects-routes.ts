import { auditCreate, auditEdit } from '../../audit-log/index.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../../platform/errors.js';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import {
  ErrorResponse,
  IdParams,
  authErrors,
  ProjectBody,
  ProjectDropdownItem,
  ProjectList,
  ProjectListQuery,
  ProjectSchema,
} from '@portal/shared-contracts';
import { projectValuesFrom } from '../rules.js';

const PROJECT_NOT_FOUND = 'Project not found.';
const writeErrors = { ...authErrors, 404: ErrorResponse, 409: ErrorResponse };

const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: { tags: ['projects'], summary: 'Projects, paged', querystring: ProjectListQuery, response: { 200: ProjectList, ...authErrors } },
    },
    async (request) => app.repos.projects.list(request.query),
  );

  app.get(
    '/dropdown',
    {
      schema: { tags: ['projects'], summary: 'Projects with their client for pickers', response: { 200: Type.Array(ProjectDropdownItem), ...authErrors } },
    },
    async () => app.repos.projects.dropdown(),
  );

  app.get(
    '/:id',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: { tags: ['projects'], summary: 'One project', params: IdParams, response: { 200: ProjectSchema, ...authErrors, 404: ErrorResponse } },
    },
    async (request) => {
      const project = await app.repos.projects.findById(request.params.id);
      if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
      return project;
    },
  );

  app.post(
    '/',
    {
      onRequest: requireRole('ADMIN'),
      schema: { tags: ['projects'], summary: 'Create a project (ADMIN)', body: ProjectBody, response: { 201: ProjectSchema, ...writeErrors } },
    },
    async (request, reply) => {
      const values = projectValuesFrom(request.body, await app.repos.clients.exists(request.body.clientId));
      const project = await app.repos.projects.create(values);
      await auditCreate(app, request, { action: 'project.created', targetType: 'project', id: project.id, after: project });
      return reply.code(201).send(project);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['projects'],
        summary: 'Replace a project\'s fields (ADMIN)',
        params: IdParams,
        body: ProjectBody,
        response: { 200: ProjectSchema, ...writeErrors },
      },
    },
    async (request) => {
      const before = await app.repos.projects.findById(request.params.id);
      if (!before) throw new NotFoundError(PROJECT_NOT_FOUND);
      const values = projectValuesFrom(request.body, await app.repos.clients.exists(request.body.clientId));
      const project = await app.repos.projects.update(request.params.id, values);
      if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
      await auditEdit(app, request, { action: 'project.updated', targetType: 'project', id: project.id, before, after: project });
      return project;
    },
  );
};

export default projectsRoutes;
