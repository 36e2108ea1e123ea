import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients, countries, states } from '../db/schema.js';
import type { Client, ClientList, ClientListQuery, ClientOrderBy } from '../schemas/clients.js';
import { containsPattern, countAll, lowered, orderClauses, rowsToSkip, searchText, type Sortable } from './list-helpers.js';

export type NewClient = typeof clients.$inferInsert;

const clientColumns = {
  id: clients.id, name: clients.name, contactPerson: clients.contactPerson, email: clients.email, phone: clients.phone,
  city: clients.city, stateId: clients.stateId, stateName: states.name, countryId: clients.countryId,
  countryName: countries.name, zip: clients.zip, active: clients.active,
};

const SORT_COLUMNS: Record<ClientOrderBy, Sortable> = {
  name: lowered(clients.name),
  email: lowered(clients.email),
  phone: clients.phone,
  city: lowered(clients.city),
  stateName: lowered(states.name),
  active: clients.active,
};

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

export function createClientsRepository(db: Database) {
  return {
    async list(query: ClientListQuery): Promise<ClientList> {
      const where = listFilters(query);
      const rows = await selectClients(db)
        .where(where)
        .orderBy(...orderClauses(SORT_COLUMNS[query.orderBy], query.order, clients.id))
        .limit(query.limit)
        .offset(rowsToSkip(query));
      const [count] = await db
        .select({ total: countAll() })
        .from(clients)
        .leftJoin(states, eq(states.id, clients.stateId))
        .where(where);
      return { data: rows.map(withStatus), total: count?.total ?? 0 };
    },

    async findById(id: number): Promise<Client | null> {
      const [row] = await selectClients(db).where(eq(clients.id, id));
      return row ? withStatus(row) : null;
    },

    async dropdown(): Promise<{ id: number; name: string }[]> {
      return db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(lowered(clients.name), asc(clients.id));
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
