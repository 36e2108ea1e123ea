import { auditCreate, auditEdit } from '../../audit-log/index.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../../platform/errors.js';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import {
  AllocationList,
  AllocationListQuery,
  AllocationSchema,
  BulkAllocationBody,
  CapacityPreviewBody,
  CapacityPreviewItem,
  UpdateAllocationBody,
  ErrorResponse,
  IdParams,
  authErrors,
} from '@portal/shared-contracts';
import { createAllocations, previewCapacity, updateAllocation } from '../allocation-writes.js';
import { ALLOCATION_NOT_FOUND } from '../rules.js';

const withNotFound = { ...authErrors, 404: ErrorResponse } as const;

const allocationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every allocation route is for planners; an EMPLOYEE gets 403 before any handler runs.
  app.addHook('onRequest', requireRole('ADMIN', 'MANAGER'));
  const planner = () => ({ db: app.db, workdayHours: app.config.workdayHours, today: app.clock.today });

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
      if (!allocation) throw new NotFoundError(ALLOCATION_NOT_FOUND);
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
      const allocations = await createAllocations(planner(), request.body);
      for (const allocation of allocations) await auditCreate(app, request, { action: 'allocation.created', targetType: 'allocation', id: allocation.id, after: allocation });
      return reply.code(201).send(allocations);
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
    async (request) => previewCapacity(app.repos.allocations, request.body, app.config.workdayHours),
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
      const before = await app.repos.allocations.findById(request.params.id);
      const allocation = await updateAllocation(planner(), request.params.id, request.body);
      await auditEdit(app, request, { action: 'allocation.updated', targetType: 'allocation', id: allocation.id, before, after: allocation });
      return allocation;
    },
  );

  app.delete(
    '/:id',
    { schema: { tags: ['allocations'], summary: 'Deletes one allocation', params: IdParams, response: { 204: Type.Null(), ...withNotFound } } },
    async (request, reply) => {
      if (!(await app.repos.allocations.remove(request.params.id))) throw new NotFoundError(ALLOCATION_NOT_FOUND);
      await app.audit(request, { action: 'allocation.deleted', outcome: 'SUCCESS', targetType: 'allocation', targetId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};

export default allocationsRoutes;
