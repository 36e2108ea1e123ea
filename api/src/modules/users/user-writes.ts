import type { Database } from '../../platform/db/client.js';
import { NotFoundError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createCountriesRepository } from '../countries/index.js';
import type { PlaceNameLookup } from './place-names.js';
import { OFFICE_EMAIL_INDEX, createUsersRepository } from './users-repository.js';
import type { User, UserCreateBody, UserUpdateBody } from '@portal/shared-contracts';
import {
  assertKeepsAnAdmin,
  assertMayEdit,
  assertMayReportTo,
  assertMayTakeReports,
  assertReportsPlaced,
  assertSelfOrAdmin,
  assertValidValues,
  emailConflict,
  userValuesFrom,
  type UserValues,
} from './rules.js';

/**
 * What writing users needs from the app: its database, the server's place names, the organisation's time zone for
 * "today", and WORKDAY_HOURS (a standard contracted week has five).
 */
export type UserDirectory = { db: Database; placeNames: PlaceNameLookup; today: () => string; workdayHours: number };

type Repos = { users: ReturnType<typeof createUsersRepository>; countries: ReturnType<typeof createCountriesRepository> };

/** PostgreSQL's SQLSTATE for a unique index refusing a row; Drizzle wraps the driver's error in `cause`. */
function isOfficeEmailViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505') return fields.constraint === OFFICE_EMAIL_INDEX;
    current = fields.cause;
  }
  return false;
}

/** Runs `work` in one transaction with repositories bound to it; a racing duplicate e-mail becomes a 409. */
async function inTransaction<T>(directory: UserDirectory, work: (repos: Repos) => Promise<T>): Promise<T> {
  try {
    return await directory.db.transaction((tx) =>
      work({
        users: createUsersRepository(tx, { placeNames: directory.placeNames, workdayHours: directory.workdayHours }),
        countries: createCountriesRepository(tx),
      }),
    );
  } catch (error) {
    throw isOfficeEmailViolation(error) ? emailConflict() : error;
  }
}

async function loadUser(repos: Repos, id: number): Promise<User> {
  const user = await repos.users.findById(id);
  if (!user) throw new NotFoundError('User not found.');
  return user;
}

/**
 * A user as it was before a write and as it is after, for the audit log; on a deactivation, where the people who
 * reported to them went (reportsTo) and how many.
 */
export type UserChange = { before: User; after: User; reportsMoved?: { count: number; reportsTo: number | null } };

/*
 * Line managers (issue 38). A cycle can be closed by two writes that touch different rows (one makes A report to B
 * while the other makes B report to A, or the same through longer chains), so locking the rows a write changes is not
 * enough: it would have to lock every row of the chain above the new manager, a chain other writes are changing, and
 * two writes locking chains from opposite ends would deadlock. Such writes are rare (an admin's form), so each write
 * that sets a line manager or deactivates someone takes one transaction-scoped advisory lock (lockLineManagers) and
 * checks after it: under READ COMMITTED every later statement sees what the previous holder committed, so the walk up
 * the chain and "is the manager active" are read as the last such write left them. Edits and status changes already
 * queue on lockAdminChanges; this lock also covers a create, which does not. Taken after lockAdminChanges wherever
 * both are, so two writes never wait for each other in opposite orders.
 */

/** A change of someone's line manager (created with one, or another one than now), checked under the lock. */
async function checkLineManager(repos: Repos, personId: number | null, managerId: number | null | undefined, current: number | null): Promise<void> {
  if (managerId === undefined || managerId === null || managerId === current) return;
  await repos.users.lockLineManagers();
  await assertMayReportTo(personId, managerId, 'lineManagerId', repos.users);
}

/**
 * Deactivating `person`: the active people reporting to them need `reportsTo` (another active person, not one of
 * theirs, or null for nobody); everyone reporting to them then moves in this transaction.
 */
async function placeReports(repos: Repos, person: User, reportsTo: number | null | undefined): Promise<UserChange['reportsMoved']> {
  await repos.users.lockLineManagers();
  assertReportsPlaced(await repos.users.countReports(person.id, { activeOnly: true }), reportsTo);
  if (reportsTo === undefined || (await repos.users.countReports(person.id, { activeOnly: false })) === 0) return undefined;
  if (reportsTo !== null) await assertMayTakeReports(person.id, reportsTo, repos.users);
  return { count: await repos.users.moveReports(person.id, reportsTo), reportsTo };
}

/** POST /users/signup (admin only, checked by the route). */
export async function createUser(directory: UserDirectory, body: UserCreateBody): Promise<User> {
  const values = userValuesFrom(body) as UserValues;
  return inTransaction(directory, async (repos) => {
    await assertValidValues(values, null, { countries: repos.countries, today: directory.today() });
    await checkLineManager(repos, null, values.lineManagerId, null);
    if (await repos.users.officeEmailTaken(values.officeEmail)) throw emailConflict();
    return loadUser(repos, await repos.users.create(values));
  });
}

/** PUT /users/{id}: an admin edits anyone; others only themself, and not the restricted fields (403, nothing changed). */
export async function updateUser(directory: UserDirectory, caller: AuthUser, id: number, body: UserUpdateBody): Promise<UserChange> {
  const values = userValuesFrom(body);
  return inTransaction(directory, async (repos) => {
    assertSelfOrAdmin(caller, id);
    await repos.users.lockAdminChanges();
    const current = await loadUser(repos, id);
    assertMayEdit(caller, current, values);
    await assertValidValues(values, current, { countries: repos.countries, today: directory.today() });
    await assertKeepsAnAdmin(caller, current, values, () => repos.users.countOtherActiveAdmins(id));
    await checkLineManager(repos, id, values.lineManagerId, current.lineManagerId ?? null);
    // A PUT carries no reportsTo: deactivating someone people report to goes through PATCH /users/{id}/status.
    if (values.active === false && current.active) await placeReports(repos, current, undefined);
    if (values.officeEmail !== undefined && (await repos.users.officeEmailTaken(values.officeEmail, id))) throw emailConflict();
    await repos.users.update(id, values);
    return { before: current, after: await loadUser(repos, id) };
  });
}

/**
 * PATCH /users/{id}/status (admin only, checked by the route). `reportsTo` matters only when deactivating someone
 * people report to: placeReports.
 */
export async function setUserActive(
  directory: UserDirectory,
  caller: AuthUser,
  id: number,
  { active, reportsTo }: { active: boolean; reportsTo?: number | null },
): Promise<UserChange> {
  return inTransaction(directory, async (repos) => {
    await repos.users.lockAdminChanges();
    const current = await loadUser(repos, id);
    await assertKeepsAnAdmin(caller, current, { active }, () => repos.users.countOtherActiveAdmins(id));
    const reportsMoved = !active && current.active ? await placeReports(repos, current, reportsTo) : undefined;
    if (current.active !== active) await repos.users.update(id, { active });
    return { before: current, after: await loadUser(repos, id), ...(reportsMoved ? { reportsMoved } : {}) };
  });
}
