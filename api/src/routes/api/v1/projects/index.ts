import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireRole } from '../../../../plugins/auth.js';
import { authErrors } from '../../../../schemas/common.js';
import { ProjectDropdownItem, ProjectList, ProjectListQuery } from '../../../../schemas/projects.js';

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
};

export default projectsRoutes;
