import { and, asc, eq, gt, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role, User, UserList, UserListQuery, UserOrderBy } from '@portal/shared-contracts';
import { DEFAULT_WORKDAY_HOURS } from '../../config.js';
import type { Database } from '../../platform/db/client.js';
import { countries, departments, sessions, states, users } from '../../platform/db/schema/index.js';
import { personSearchText } from '../../platform/db/search-text.js';
import { defineList, defineLookup, defineRead } from '../../platform/lists/list-definition.js';
import { containsPattern, countAll, fullNameSql, lowered, orderClauses, searchText, type SortOrder } from '../../platform/lists/list-helpers.js';
import { noListMemory, type ListMemory } from '../../platform/lists/list-memory.js';
import type { Recall } from '../../platform/lists/remembered.js';
import { createPlaceNames, type PlaceNameLookup } from './place-names.js';
import { contractedWeeklyHours, revokesTokens, type UserValues } from './rules.js';
import { idIsAnyOf, PAGE_WINDOW, pageWindow, preparedOnFirstUse, preparedPer } from '../../platform/lists/prepared.js';
import { readList } from '../../platform/lists/read-list.js';

export type NewUser = typeof users.$inferInsert;

/** The unique index on lower(office_email) has the last word when two requests race past the pre-check. */
export const OFFICE_EMAIL_INDEX = 'users_office_email_lower_idx';

/** What sign-in needs; never leaves the server. */
export type UserCredentials = { id: number; passwordHash: string | null; active: boolean; tokenVersion: number };
/** What every authenticated request re-reads. */
export type UserAuthState = { id: number; role: Role; active: boolean; tokenVersion: number; officeEmail: string; sessionOpen: boolean };

/** The person's line manager, read from the users table itself. */
const lineManagers = alias(users, 'line_managers');

const userColumns = {
  id: users.id, firstName: users.firstName, lastName: users.lastName, gender: users.gender,
  dob: users.dob, doj: users.doj, empId: users.empId, email: users.email, officeEmail: users.officeEmail,
  phone: users.phone, emergencyNumber: users.emergencyNumber,
  presentLine1: users.presentLine1, presentLine2: users.presentLine2, presentCity: users.presentCity,
  presentStateId: users.presentStateId,
  presentCountryId: users.presentCountryId, presentZip: users.presentZip,
  permanentLine1: users.permanentLine1, permanentLine2: users.permanentLine2, permanentCity: users.permanentCity,
  permanentStateId: users.permanentStateId,
  permanentCountryId: users.permanentCountryId, permanentZip: users.permanentZip,
  role: users.role, department: departments.name, departmentId: users.departmentId, jobTitle: users.jobTitle,
  profilePhotoUrl: users.profilePhotoUrl, employeeType: users.employeeType, active: users.active, lastLogin: users.lastLogin,
  weeklyHours: users.weeklyHours,
  lineManagerId: users.lineManagerId,
  lineManagerFirstName: lineManagers.firstName,
  lineManagerLastName: lineManagers.lastName,
};

export const USERS_LIST = defineList<UserOrderBy, UserListQuery>({
  name: 'users',
  // Rows name their department, country and states.
  tables: [users, departments, countries, states],
  sortColumns: {
    firstName: lowered(users.firstName),
    lastName: lowered(users.lastName),
    officeEmail: lowered(users.officeEmail),
    role: users.role,
    department: departments.name,
    active: users.active,
  },
  filtersOf: (query) => ({ search: searchText(query.searchInput), role: query.role, departmentId: query.departmentId, lineManagerId: query.lineManagerId }),
});
const SORT_COLUMNS = USERS_LIST.sortColumns;

/** The people pickers' options: active people by name. */
export const PEOPLE_OPTIONS = defineRead('people options', [users]);

/** What every authenticated request checks (findAuthState), remembered per person and session. */
export const AUTH_STATES = defineLookup('auth-states', [users, sessions], { shownOnPages: false });
/** The profile people read of themselves on every page load (ownProfile), remembered per person. */
export const OWN_PROFILES = defineLookup('own-profiles', [users, departments, countries, states], { shownOnPages: false });

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(lineManagers, eq(lineManagers.id, users.lineManagerId))
    .$dynamic();
}

const fullNameOf = (firstName: string, lastName: string | null) => [firstName, lastName].filter(Boolean).join(' ').trim();

/**
 * Rows as the API shows them, with their place names (looked up in memory: see place-names.ts) and their contracted
 * week (the standard one, 5 × WORKDAY_HOURS, where none is stored).
 */
async function toUsers(rows: UserRow[], { placeNames, workdayHours }: { placeNames: PlaceNameLookup; workdayHours: number }, db: Database): Promise<User[]> {
  const names = await placeNames(
    rows.flatMap((row) => [row.presentCountryId, row.permanentCountryId]),
    rows.flatMap((row) => [row.presentStateId, row.permanentStateId]),
    db,
  );
  return rows.map(({ lineManagerFirstName, lineManagerLastName, ...row }) => ({
    ...row,
    fullName: fullNameOf(row.firstName, row.lastName),
    lineManagerName: lineManagerFirstName === null ? null : fullNameOf(lineManagerFirstName, lineManagerLastName),
    presentStateName: names.state(row.presentStateId),
    presentCountryName: names.country(row.presentCountryId),
    permanentStateName: names.state(row.permanentStateId),
    permanentCountryName: names.country(row.permanentCountryId),
    department: row.department as User['department'],
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    weeklyHours: contractedWeeklyHours(row.weeklyHours, workdayHours),
  }));
}

/** The token version a write of `active` leaves: one up where it revokes the person's tokens (revokesTokens). */
const tokenVersionAfter = (change: { active?: boolean }) => (revokesTokens(change) ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {});

function listFilters(query: UserListQuery): SQL | undefined {
  const search = searchText(query.searchInput);
  const pattern = search && containsPattern(search);
  return and(
    // First name, last name, full name, work e-mail, employee id: one text with a trigram index (users_search_trgm_idx).
    pattern ? ilike(personSearchText(users.firstName, users.lastName, users.officeEmail, users.empId), pattern) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.departmentId ? eq(users.departmentId, query.departmentId) : undefined,
    query.lineManagerId ? eq(users.lineManagerId, query.lineManagerId) : undefined,
  );
}

/**
 * memory: the server's memory of lists; authStates: of callers' auth state; ownProfiles: of the profiles
 * people read of themselves (currentuser); placeNames: the server's country and state names (a repository made
 * for a transaction can share them); workdayHours: WORKDAY_HOURS, of which a standard week has five. A repository bound to a transaction remembers nothing: its reads may see
 * its own uncommitted writes.
 */
export type UsersRepositoryOptions = {
  memory?: ListMemory;
  authStates?: Recall<UserAuthState | null>;
  ownProfiles?: Recall<User | null>;
  placeNames?: PlaceNameLookup;
  workdayHours?: number;
};

export function createUsersRepository(
  db: Database,
  { memory = noListMemory, authStates, ownProfiles, placeNames = createPlaceNames(), workdayHours = DEFAULT_WORKDAY_HOURS }: UsersRepositoryOptions = {},
) {
  const shaping = { placeNames, workdayHours };
  const userByIdQuery = preparedOnFirstUse(() =>
    selectUsers(db)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_by_id'),
  );
  // Every authenticated request runs this one.
  const authStateQuery = preparedOnFirstUse(() =>
    db
      .select({
        id: users.id, role: users.role, active: users.active, tokenVersion: users.tokenVersion, officeEmail: users.officeEmail,
        sessionOpen: sql<boolean>`${sessions.id} is not null`,
      })
      .from(users)
      .leftJoin(
        sessions,
        and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      )
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_auth_state'),
  );
  const unfilteredPage = preparedPer((orderBy: UserOrderBy, order: SortOrder) =>
    selectUsers(db)
      .orderBy(...orderClauses(SORT_COLUMNS[orderBy], order, users.id))
      .limit(PAGE_WINDOW.limit)
      .offset(PAGE_WINDOW.offset)
      .prepare(`users_page_${orderBy}_${order}`),
  );
  const usersByIds = preparedOnFirstUse(() => selectUsers(db).where(idIsAnyOf(users.id)).prepare('users_by_ids'));
  const findById = async (id: number): Promise<User | null> => {
    const rows = await userByIdQuery().execute({ id });
    return (await toUsers(rows, shaping, db))[0] ?? null;
  };
  return {
    findById,

    /**
     * The signed-in person's profile, which every page load asks for: remembered until people or departments are
     * written, and frozen, since every request of theirs gets the same object.
     */
    async ownProfile(id: number): Promise<User | null> {
      return ownProfiles ? ownProfiles(String(id), async () => Object.freeze(await findById(id))) : findById(id);
    },

    async list(query: UserListQuery): Promise<UserList> {
      const where = listFilters(query);
      const sortKey = SORT_COLUMNS[query.orderBy];
      return readList(USERS_LIST, {
        db,
        recall: await memory.now(),
        query,
        filtered: where !== undefined,
        count: async () => (await db.select({ total: countAll() }).from(users).where(where))[0]?.total ?? 0,
        plans: (read) => ({
          unfiltered: () => unfilteredPage(query.orderBy, read.order).execute(pageWindow(read)),
          walk: () => selectUsers(db).where(where).orderBy(...orderClauses(sortKey, read.order, users.id)).limit(read.limit).offset(read.offset),
          matches: () => db.select({ id: users.id, k: sql`${sortKey}`.as('k') }).from(users).leftJoin(departments, eq(departments.id, users.departmentId)).where(where).getSQL(),
          byIds: (ids) => usersByIds().execute({ ids }),
        }),
        shape: (rows) => toUsers(rows, shaping, db),
      });
    },

    /** Active users for pickers, by display name. */
    async dropdown(): Promise<{ id: number; name: string }[]> {
      const name = fullNameSql(users.firstName, users.lastName);
      return db.select({ id: users.id, name }).from(users).where(eq(users.active, true)).orderBy(lowered(name), asc(users.id));
    },

    /** True when another user (not `exceptId`) already has this work e-mail, ignoring case. */
    async officeEmailTaken(officeEmail: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.officeEmail})`, officeEmail.trim().toLowerCase()), exceptId ? ne(users.id, exceptId) : undefined))
        .limit(1);
      return Boolean(row);
    },

    /** Active admins other than `exceptId`: a change that would leave none is refused. */
    async countOtherActiveAdmins(exceptId: number): Promise<number> {
      const [row] = await db
        .select({ total: countAll() })
        .from(users)
        .where(and(eq(users.role, 'ADMIN'), eq(users.active, true), ne(users.id, exceptId)));
      return row?.total ?? 0;
    },

    /** Serialises changes to roles and the active flag within a transaction, so two admins cannot demote each other at once. */
    async lockAdminChanges(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(4242002)`);
    },

    /**
     * Serialises every write that could join two chains of line managers into a cycle or leave someone reporting to
     * an inactive person (user-writes.ts says why a lock of its own).
     */
    async lockLineManagers(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(4242038)`);
    },

    /** True when the person exists and is active: only such a person may be someone's line manager. */
    async isActive(id: number): Promise<boolean> {
      const [row] = await db.select({ active: users.active }).from(users).where(eq(users.id, id));
      return row?.active === true;
    },

    /**
     * True when `personId` is `managerId` or above them: walking up from `managerId` through line managers reaches
     * `personId`. UNION (not UNION ALL) ends the walk even on a cycle already in the data.
     */
    async isAtOrAbove(personId: number, managerId: number): Promise<boolean> {
      const result = await db.execute(sql`
        with recursive chain(id, manager_id) as (
          select ${users.id}, ${users.lineManagerId} from ${users} where ${users.id} = ${managerId}
          union
          select u.id, u.line_manager_id from ${users} u join chain c on u.id = c.manager_id
        )
        select exists (select 1 from chain where id = ${personId}) as found`);
      return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true;
    },

    /** How many people report to `managerId`: only the active ones, or all. */
    async countReports(managerId: number, { activeOnly }: { activeOnly: boolean }): Promise<number> {
      const [row] = await db
        .select({ total: countAll() })
        .from(users)
        .where(and(eq(users.lineManagerId, managerId), activeOnly ? eq(users.active, true) : undefined));
      return row?.total ?? 0;
    },

    /** Everyone who reports to `fromId` reports to `toId` from now on (null: to nobody); how many moved. */
    async moveReports(fromId: number, toId: number | null): Promise<number> {
      const rows = await db
        .update(users)
        .set({ lineManagerId: toId, updatedAt: sql`now()` })
        .where(eq(users.lineManagerId, fromId))
        .returning({ id: users.id });
      return rows.length;
    },

    /** Creates a user with no password (they set one through a set-password link). */
    async create(values: UserValues): Promise<number> {
      const [row] = await db.insert(users).values({ ...values, passwordHash: null }).returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /**
     * Writes the given fields; false when there is no such user. Deactivation revokes the person's tokens
     * (rules.ts, revokesTokens).
     */
    async update(id: number, values: Partial<UserValues>): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          ...values,
          updatedAt: sql`now()`,
          ...tokenVersionAfter(values),
        })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setProfilePhotoUrl(id: number, profilePhotoUrl: string | null): Promise<void> {
      await db.update(users).set({ profilePhotoUrl, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    async findCredentialsByEmail(email: string): Promise<UserCredentials | null> {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, active: users.active, tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(sql`lower(${users.officeEmail})`, email.trim().toLowerCase()));
      return row ?? null;
    },

    /**
     * What every authenticated request checks, in one round trip: the person's role, active flag and token
     * version, and whether the token's session is still open (not signed out, not expired).
     */
    async findAuthState(id: number, sessionId: string): Promise<UserAuthState | null> {
      // Remembered until people or sessions are written (by any instance).
      const read = async () => (await authStateQuery().execute({ id, sessionId }))[0] ?? null;
      return authStates ? authStates(`${id}:${sessionId}`, read) : read();
    },

    async recordLogin(id: number): Promise<void> {
      await db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, id));
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    /** Deactivation revokes the person's tokens (rules.ts, revokesTokens). */
    async setActive(id: number, active: boolean): Promise<void> {
      await db
        .update(users)
        .set({ active, updatedAt: sql`now()`, ...tokenVersionAfter({ active }) })
        .where(eq(users.id, id));
    },

    async insert(user: NewUser): Promise<number> {
      const [row] = await db.insert(users).values(user).returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async insertMany(rows: NewUser[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(users).values(rows).returning({ id: users.id });
      return inserted.map((r) => r.id);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: countAll() }).from(users);
      return row?.total ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
