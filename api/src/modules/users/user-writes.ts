import type { Database } from '../../platform/db/client.js';
import { NotFoundError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createCountriesRepository } from '../countries/index.js';
import type { PlaceNameLookup } from './place-names.js';
import { OFFICE_EMAIL_INDEX, createUsersRepository } from './users-repository.js';
import type { User, UserCreateBody, UserUpdateBody } from '@portal/shared-contracts';
import { assertKeepsAnAdmin, assertMayEdit, assertSelfOrAdmin, assertValidValues, emailConflict, userValuesFrom, type UserValues } from './rules.js';

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

/** A user as it was before a write and as it is after, for the audit log. */
export type UserChange = { before: User; after: User };

/** POST /users/signup (admin only, checked by the route). */
export async function createUser(directory: UserDirectory, body: UserCreateBody): Promise<User> {
  const values = userValuesFrom(body) as UserValues;
  return inTransaction(directory, async (repos) => {
    await assertValidValues(values, null, { countries: repos.countries, today: directory.today() });
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
    if (values.officeEmail !== undefined && (await repos.users.officeEmailTaken(values.officeEmail, id))) throw emailConflict();
    await repos.users.update(id, values);
    return { before: current, after: await loadUser(repos, id) };
  });
}

/** PATCH /users/{id}/status (admin only, checked by the route). */
export async function setUserActive(directory: UserDirectory, caller: AuthUser, id: number, active: boolean): Promise<UserChange> {
  return inTransaction(directory, async (repos) => {
    await repos.users.lockAdminChanges();
    const current = await loadUser(repos, id);
    await assertKeepsAnAdmin(caller, current, { active }, () => repos.users.countOtherActiveAdmins(id));
    if (current.active !== active) await repos.users.update(id, { active });
    return { before: current, after: await loadUser(repos, id) };
  });
}
