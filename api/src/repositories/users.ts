import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '../constants.js';
import type { Database } from '../db/client.js';
import { countries, departments, states, users } from '../db/schema.js';
import type { User, UserList, UserListQuery, UserOrderBy } from '../schemas/users.js';
import { containsPattern, countAll, fullNameSql, lowered, orderClauses, rowsToSkip, searchText, type Sortable } from './list-helpers.js';

export type NewUser = typeof users.$inferInsert;
/** The fields an admin or the user may write, already checked against the business rules. */
export type UserValues = Omit<NewUser, 'id' | 'passwordHash' | 'tokenVersion' | 'lastLogin' | 'profilePhotoUrl' | 'createdAt' | 'updatedAt'>;

/** The unique index on lower(office_email) has the last word when two requests race past the pre-check. */
export const OFFICE_EMAIL_INDEX = 'users_office_email_lower_idx';

/** What sign-in needs; never leaves the server. */
export type UserCredentials = { id: number; passwordHash: string | null; active: boolean; tokenVersion: number };
/** What every authenticated request re-reads. */
export type UserAuthState = { id: number; role: Role; active: boolean; tokenVersion: number; officeEmail: string };

const presentCountry = alias(countries, 'present_country');
const presentState = alias(states, 'present_state');
const permanentCountry = alias(countries, 'permanent_country');
const permanentState = alias(states, 'permanent_state');

const userColumns = {
  id: users.id, firstName: users.firstName, lastName: users.lastName, gender: users.gender,
  dob: users.dob, doj: users.doj, empId: users.empId, email: users.email, officeEmail: users.officeEmail,
  phone: users.phone, emergencyNumber: users.emergencyNumber,
  presentLine1: users.presentLine1, presentLine2: users.presentLine2, presentCity: users.presentCity,
  presentStateId: users.presentStateId, presentStateName: presentState.name,
  presentCountryId: users.presentCountryId, presentCountryName: presentCountry.name, presentZip: users.presentZip,
  permanentLine1: users.permanentLine1, permanentLine2: users.permanentLine2, permanentCity: users.permanentCity,
  permanentStateId: users.permanentStateId, permanentStateName: permanentState.name,
  permanentCountryId: users.permanentCountryId, permanentCountryName: permanentCountry.name, permanentZip: users.permanentZip,
  role: users.role, department: departments.name, departmentId: users.departmentId, jobTitle: users.jobTitle,
  profilePhotoUrl: users.profilePhotoUrl, employeeType: users.employeeType, active: users.active, lastLogin: users.lastLogin,
};

const SORT_COLUMNS: Record<UserOrderBy, Sortable> = {
  firstName: lowered(users.firstName),
  lastName: lowered(users.lastName),
  officeEmail: lowered(users.officeEmail),
  role: users.role,
  department: departments.name,
  active: users.active,
};

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(presentCountry, eq(presentCountry.id, users.presentCountryId))
    .leftJoin(presentState, eq(presentState.id, users.presentStateId))
    .leftJoin(permanentCountry, eq(permanentCountry.id, users.permanentCountryId))
    .leftJoin(permanentState, eq(permanentState.id, users.permanentStateId))
    .$dynamic();
}

function toUser(row: UserRow): User {
  return {
    ...row,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' ').trim(),
    department: row.department as User['department'],
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}

function listFilters(query: UserListQuery): SQL | undefined {
  const search = searchText(query.searchInput);
  const pattern = search && containsPattern(search);
  return and(
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(fullNameSql(users.firstName, users.lastName), pattern),
          ilike(users.officeEmail, pattern),
          ilike(users.empId, pattern),
        )
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.departmentId ? eq(users.departmentId, query.departmentId) : undefined,
  );
}

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<User | null> {
      const [row] = await selectUsers(db).where(eq(users.id, id));
      return row ? toUser(row) : null;
    },

    async list(query: UserListQuery): Promise<UserList> {
      const where = listFilters(query);
      const rows = await selectUsers(db)
        .where(where)
        .orderBy(...orderClauses(SORT_COLUMNS[query.orderBy], query.order, users.id))
        .limit(query.limit)
        .offset(rowsToSkip(query));
      const [count] = await db.select({ total: countAll() }).from(users).where(where);
      return { data: rows.map(toUser), total: count?.total ?? 0 };
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

    /** Creates a user with no password (they set one through a set-password link). */
    async create(values: UserValues): Promise<number> {
      const [row] = await db.insert(users).values({ ...values, passwordHash: null }).returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /**
     * Writes the given fields; false when there is no such user. Deactivation bumps token_version so that
     * open sessions end at once and a later reactivation does not revive them.
     */
    async update(id: number, values: Partial<UserValues>): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          ...values,
          updatedAt: sql`now()`,
          ...(values.active === false ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
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

    async findAuthState(id: number): Promise<UserAuthState | null> {
      const [row] = await db
        .select({ id: users.id, role: users.role, active: users.active, tokenVersion: users.tokenVersion, officeEmail: users.officeEmail })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    async recordLogin(id: number): Promise<void> {
      await db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, id));
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    /** Deactivation also bumps token_version so a later reactivation does not revive old tokens. */
    async setActive(id: number, active: boolean): Promise<void> {
      await db
        .update(users)
        .set({ active, updatedAt: sql`now()`, tokenVersion: active ? users.tokenVersion : sql`${users.tokenVersion} + 1` })
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
