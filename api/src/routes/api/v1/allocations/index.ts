import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../../../errors.js';
import { requireRole } from '../../../../plugins/auth.js';
import { createAllocationsRepository } from '../../../../repositories/allocations.js';
import {
  AllocationList,
  AllocationListQuery,
  AllocationSchema,
  BulkAllocationBody,
  CapacityPreviewBody,
  CapacityPreviewItem,
  UpdateAllocationBody,
} from '../../../../schemas/allocations.js';
import { ErrorResponse, IdParams, authErrors } from '../../../../schemas/common.js';
import { assertAssignable, assertDateOrder, assertEachUserOnce, projectCapacity } from './allocation-rules.js';

const NOT_FOUND = 'Allocation not found.';
const withNotFound = { ...authErrors, 404: ErrorResponse } as const;

const allocationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every allocation route is for planners; an EMPLOYEE gets 403 before any handler runs.
  app.addHook('onRequest', requireRole('ADMIN', 'MANAGER'));
  const inTransaction = <T>(work: (repo: ReturnType<typeof createAllocationsRepository>) => Promise<T>) =>
    app.db.transaction((tx) => work(createAllocationsRepository(tx, app.config.workdayHours)));

  app.get(
    '/',
    {
      schema: {
        tags: ['allocations'],
        summary: 'Allocations with each employee\'s peak daily load, paged',
        querystring: AllocationListQuery,
        response: { 200: AllocationList, ...authErrors },
      },
    },
    async (request) => app.repos.allocations.list(request.query),
  );

  app.get(
    '/:id',
    { schema: { tags: ['allocations'], summary: 'One allocation with its capacity', params: IdParams, response: { 200: AllocationSchema, ...withNotFound } } },
    async (request) => {
      const allocation = await app.repos.allocations.findById(request.params.id);
      if (!allocation) throw new NotFoundError(NOT_FOUND);
      return allocation;
    },
  );

  app.post(
    '/bulk',
    {
      schema: {
        tags: ['allocations'],
        summary: 'Allocates several employees to one project for one date range: all rows or none',
        body: BulkAllocationBody,
        response: { 201: Type.Array(AllocationSchema), ...authErrors },
      },
    },
    async (request, reply) => {
      const { users, projectId, startDate, endDate } = request.body;
      assertDateOrder(startDate, endDate);
      assertEachUserOnce(users.map((u) => u.userId));
      const created = await inTransaction(async (repo) => {
        const usersToCheck = users.map((u, index) => ({ userId: u.userId, field: `users.${index}.userId` }));
        await assertAssignable(repo, usersToCheck, { projectId, field: 'projectId' });
        const ids = await repo.insertMany(users.map((u) => ({ ...u, projectId, startDate, endDate })));
        return repo.findByIds(ids);
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/capacity-preview',
    {
      schema: {
        tags: ['allocations'],
        summary: "Each employee's peak daily hours and capacity if this allocation were saved (saves nothing)",
        body: CapacityPreviewBody,
        response: { 200: Type.Array(CapacityPreviewItem), ...authErrors },
      },
    },
    async (request) => {
      const { users, startDate, endDate, excludeAllocationId } = request.body;
      assertDateOrder(startDate, endDate);
      const existing = await app.repos.allocations.overlapping(users.map((u) => u.userId), startDate, endDate, excludeAllocationId);
      return projectCapacity(existing, users, { startDate, endDate }, app.config.workdayHours);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['allocations'],
        summary: 'Changes one allocation (one employee)',
        params: IdParams,
        body: UpdateAllocationBody,
        response: { 200: AllocationSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      assertDateOrder(body.startDate, body.endDate);
      return inTransaction(async (repo) => {
        const current = await repo.findById(id);
        if (!current) throw new NotFoundError(NOT_FOUND);
        // Only a newly chosen employee or project must be eligible: an existing allocation of someone since
        // deactivated, or on a project since completed, can still be corrected or shortened.
        const newUser = body.userId !== current.userId ? [{ userId: body.userId, field: 'userId' }] : [];
        const newProject = body.projectId !== current.projectId ? { projectId: body.projectId, field: 'projectId' } : undefined;
        await assertAssignable(repo, newUser, newProject);
        await repo.update(id, body);
        return (await repo.findById(id))!;
      });
    },
  );

  app.delete(
    '/:id',
    { schema: { tags: ['allocations'], summary: 'Deletes one allocation', params: IdParams, response: { 204: Type.Null(), ...withNotFound } } },
    async (request, reply) => {
      if (!(await app.repos.allocations.remove(request.params.id))) throw new NotFoundError(NOT_FOUND);
      await app.audit(request, { action: 'allocation.deleted', outcome: 'SUCCESS', targetType: 'allocation', targetId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};

export default allocationsRoutes;
