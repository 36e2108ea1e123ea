import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { clients, countries, states } from '../../platform/db/schema/index.js';
import { violatedUniqueIndex } from '../../platform/db/unique-violation.js';
import type { Client, ClientList, ClientListQuery, ClientOrderBy } from '@portal/shared-contracts';
import { defineList, defineRead } from '../../platform/lists/list-definition.js';
import { containsPattern, countAll, lowered, orderClauses, searchText, type SortOrder } from '../../platform/lists/list-helpers.js';
import { noListMemory, type ListMemory } from '../../platform/lists/list-memory.js';
import { idIsAnyOf, PAGE_WINDOW, pageWindow, preparedOnFirstUse, preparedPer } from '../../platform/lists/prepared.js';
import { readList } from '../../platform/lists/read-list.js';
import { duplicateClientName, type ClientValues } from './rules.js';

export type NewClient = typeof clients.$inferInsert;

/** Two clients whose names differ only in case or surrounding spaces are refused by this index, even when created at once. */
function asDuplicateName(error: unknown): unknown {
  return violatedUniqueIndex(error) === 'clients_name_lower_idx' ? duplicateClientName() : error;
}

const clientColumns = {
  id: clients.id, name: clients.name, contactPerson: clients.contactPerson, email: clients.email, phone: clients.phone,
  city: clients.city, stateId: clients.stateId, stateName: states.name, countryId: clients.countryId,
  countryName: countries.name, zip: clients.zip, active: clients.active,
};

export const CLIENTS_LIST = defineList<ClientOrderBy, ClientListQuery>({
  name: 'clients',
  tables: [clients, states, countries],
  sortColumns: {
    name: lowered(clients.name),
    email: lowered(clients.email),
    phone: clients.phone,
    city: lowered(clients.city),
    stateName: lowered(states.name),
    active: clients.active,
  },
  filtersOf: (query) => ({
    search: searchText(query.searchInput),
    email: searchText(query.email),
    city: searchText(query.city),
    state: searchText(query.state),
  }),
});

/** The client pickers' options, and what the Clients dialog checks a new name against. */
export const CLIENT_OPTIONS = defineRead('client options', [clients]);
const SORT_COLUMNS = CLIENTS_LIST.sortColumns;

function listFilters(query: ClientListQuery): SQL | undefined {
  const search = searchText(query.searchInput);
  const email = searchText(query.email);
  const city = searchText(query.city);
  const state = searchText(query.state);
  return and(
    search
      ? or(
          ilike(clients.name, containsPattern(search)),
          ilike(clients.contactPerson, containsPattern(search)),
          ilike(clients.email, containsPattern(search)),
          ilike(clients.city, containsPattern(search)),
        )
      : undefined,
    email ? ilike(clients.email, containsPattern(email)) : undefined,
    city ? ilike(clients.city, containsPattern(city)) : undefined,
    // The frontend may send the picked state's id or its typed name.
    state ? (/^\d{1,9}$/.test(state) ? eq(clients.stateId, Number(state)) : ilike(states.name, containsPattern(state))) : undefined,
  );
}

function selectClients(db: Database) {
  return db
    .select(clientColumns)
    .from(clients)
    .leftJoin(states, eq(states.id, clients.stateId))
    .leftJoin(countries, eq(countries.id, clients.countryId))
    .$dynamic();
}

function withStatus(row: Omit<Client, 'status'>): Client {
  return { ...row, status: row.active ? 'ACTIVE' : 'INACTIVE' };
}

export function createClientsRepository(db: Database, memory: ListMemory = noListMemory) {
  const unfilteredPage = preparedPer((orderBy: ClientOrderBy, order: SortOrder) =>
    selectClients(db)
      .orderBy(...orderClauses(SORT_COLUMNS[orderBy], order, clients.id))
      .limit(PAGE_WINDOW.limit)
      .offset(PAGE_WINDOW.offset)
      .prepare(`clients_page_${orderBy}_${order}`),
  );
  const clientsByIds = preparedOnFirstUse(() => selectClients(db).where(idIsAnyOf(clients.id)).prepare('clients_by_ids'));
  return {
    async list(query: ClientListQuery): Promise<ClientList> {
      const where = listFilters(query);
      const sortKey = SORT_COLUMNS[query.orderBy];
      return readList(CLIENTS_LIST, {
        db,
        recall: await memory.now(),
        query,
        filtered: where !== undefined,
        count: async () => (await db.select({ total: countAll() }).from(clients).leftJoin(states, eq(states.id, clients.stateId)).where(where))[0]?.total ?? 0,
        plans: (read) => ({
          unfiltered: () => unfilteredPage(query.orderBy, read.order).execute(pageWindow(read)),
          walk: () => selectClients(db).where(where).orderBy(...orderClauses(sortKey, read.order, clients.id)).limit(read.limit).offset(read.offset),
          matches: () => db.select({ id: clients.id, k: sql`${sortKey}`.as('k') }).from(clients).leftJoin(states, eq(states.id, clients.stateId)).where(where).getSQL(),
          byIds: (ids) => clientsByIds().execute({ ids }),
        }),
        shape: (rows) => rows.map(withStatus),
      });
    },

    async findById(id: number): Promise<Client | null> {
      const [row] = await selectClients(db).where(eq(clients.id, id));
      return row ? withStatus(row) : null;
    },

    async dropdown(): Promise<{ id: number; name: string }[]> {
      return db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(lowered(clients.name), asc(clients.id));
    },

    async create(values: ClientValues): Promise<Client> {
      const [row] = await db.insert(clients).values(values).returning({ id: clients.id }).catch((error: unknown) => {
        throw asDuplicateName(error);
      });
      const created = row && (await this.findById(row.id));
      if (!created) throw new Error('inserted client not found');
      return created;
    },

    /** Replaces the client's fields; null when there is no such client. */
    async update(id: number, values: ClientValues): Promise<Client | null> {
      const [row] = await db
        .update(clients)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(clients.id, id))
        .returning({ id: clients.id })
        .catch((error: unknown) => {
          throw asDuplicateName(error);
        });
      return row ? this.findById(row.id) : null;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
      return row !== undefined;
    },

    /** Whether the country exists and, when a state is given, the state belongs to that country. */
    async placeIsKnown(countryId: number | null, stateId: number | null): Promise<{ country: boolean; state: boolean }> {
      const [country] = countryId ? await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)) : [];
      const [state] = stateId && countryId
        ? await db.select({ id: states.id }).from(states).where(and(eq(states.id, stateId), eq(states.countryId, countryId)))
        : [];
      return { country: !countryId || country !== undefined, state: !stateId || state !== undefined };
    },

    async insertMany(rows: NewClient[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(clients).values(rows).returning({ id: clients.id });
      return inserted.map((r) => r.id);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: countAll() }).from(clients);
      return row?.total ?? 0;
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
