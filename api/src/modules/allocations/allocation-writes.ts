import type { Database } from '../../platform/db/client.js';
import { NotFoundError } from '../../platform/errors.js';
import { contractedWeeklyHours } from '../users/index.js';
import { createAllocationsRepository, type AllocationsRepository } from './allocations-repository.js';
import type {
  Allocation,
  BulkAllocationBody,
  CapacityPreviewBody,
  CapacityPreviewItem,
  UpdateAllocationBody,
} from '@portal/shared-contracts';
import { ALLOCATION_NOT_FOUND, assertAssignable, assertDateOrder, assertEachUserOnce, projectCapacity } from './rules.js';

/**
 * What writing allocations needs from the app: its database, the working day of the standard week, and the
 * organisation's today, which the answer's figures "to date" run to, as the list's do.
 */
type Planner = { db: Database; workdayHours: number; today: () => string };

/** The eligibility checks run in the write's own transaction, so none can go stale before the rows are written. */
const inTransaction = <T>({ db, workdayHours, today }: Planner, work: (repo: AllocationsRepository) => Promise<T>) =>
  db.transaction((tx) => work(createAllocationsRepository(tx, workdayHours, today)));

/** POST /allocations/bulk: several employees on one project for one date range, all rows or none. */
export async function createAllocations(planner: Planner, body: BulkAllocationBody): Promise<Allocation[]> {
  const { users, projectId, startDate, endDate } = body;
  assertDateOrder(startDate, endDate);
  assertEachUserOnce(users.map((u) => u.userId));
  return inTransaction(planner, async (repo) => {
    const usersToCheck = users.map((u, index) => ({ userId: u.userId, field: `users.${index}.userId` }));
    await assertAssignable(repo, usersToCheck, { projectId, field: 'projectId' });
    const ids = await repo.insertMany(users.map((u) => ({ ...u, projectId, startDate, endDate })));
    return repo.findByIds(ids);
  });
}

/** PUT /allocations/{id}: changes one allocation (one employee). */
export async function updateAllocation(planner: Planner, id: number, body: UpdateAllocationBody): Promise<Allocation> {
  assertDateOrder(body.startDate, body.endDate);
  return inTransaction(planner, async (repo) => {
    const current = await repo.findById(id);
    if (!current) throw new NotFoundError(ALLOCATION_NOT_FOUND);
    // Only a newly chosen employee or project must be eligible: an existing allocation of someone since
    // deactivated, or on a project since completed, can still be corrected or shortened.
    const newUser = body.userId !== current.userId ? [{ userId: body.userId, field: 'userId' }] : [];
    const newProject = body.projectId !== current.projectId ? { projectId: body.projectId, field: 'projectId' } : undefined;
    await assertAssignable(repo, newUser, newProject);
    await repo.update(id, body);
    return (await repo.findById(id))!;
  });
}

/** POST /allocations/capacity-preview: each employee's load if this allocation were saved (saves nothing). */
export async function previewCapacity(repo: AllocationsRepository, body: CapacityPreviewBody, workdayHours: number): Promise<CapacityPreviewItem[]> {
  const { users, startDate, endDate, excludeAllocationId } = body;
  assertDateOrder(startDate, endDate);
  const userIds = users.map((u) => u.userId);
  const existing = await repo.overlapping(userIds, startDate, endDate, excludeAllocationId);
  const contracted = new Map((await repo.findAssignees(userIds)).map((person) => [person.id, person.weeklyHours]));
  const assignees = users.map((user) => ({ ...user, weeklyHours: contractedWeeklyHours(contracted.get(user.userId) ?? null, workdayHours) }));
  return projectCapacity(existing, assignees, { startDate, endDate });
}
