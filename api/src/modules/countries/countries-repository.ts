import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { countries, states } from '../../platform/db/schema/index.js';
import type { Country, State } from '@portal/shared-contracts';
import { countAll } from '../../platform/lists/list-helpers.js';
import { defineRead } from '../../platform/lists/list-definition.js';

/** The country picker's options. */
export const COUNTRY_OPTIONS = defineRead('country options', [countries]);
/** The state picker's options (one country's). */
export const STATE_OPTIONS = defineRead('state options', [states]);

export type NewCountry = typeof countries.$inferInsert;
export type NewState = typeof states.$inferInsert;

// Keeps each INSERT well below PostgreSQL's 65535 bound-parameter limit.
const BATCH_SIZE = 1000;

export function createCountriesRepository(db: Database) {
  return {
    async listCountries(): Promise<Country[]> {
      return db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name), asc(countries.id));
    },

    async listStates(countryId: number): Promise<State[]> {
      return db
        .select({ id: states.id, stateName: states.name })
        .from(states)
        .where(eq(states.countryId, countryId))
        .orderBy(asc(states.name), asc(states.id));
    },

    async countryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
      return Boolean(row);
    },

    /** The country a state belongs to, or null for an unknown state. */
    async countryOfState(stateId: number): Promise<number | null> {
      const [row] = await db.select({ countryId: states.countryId }).from(states).where(eq(states.id, stateId));
      return row?.countryId ?? null;
    },

    async countCountries(): Promise<number> {
      const [row] = await db.select({ total: countAll() }).from(countries);
      return row?.total ?? 0;
    },

    /** Inserts countries and returns their ids by ISO code, for attaching states. */
    async insertCountries(rows: NewCountry[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (let i = 0; i < rows.length; i += BATCH_SIZE) {
        const inserted = await db
          .insert(countries)
          .values(rows.slice(i, i + BATCH_SIZE))
          .returning({ id: countries.id, isoCode: countries.isoCode });
        for (const row of inserted) ids.set(row.isoCode, row.id);
      }
      return ids;
    },

    async insertStates(rows: NewState[]): Promise<void> {
      for (let i = 0; i < rows.length; i += BATCH_SIZE) {
        await db.insert(states).values(rows.slice(i, i + BATCH_SIZE));
      }
    },

    async findCountryIdByIso(isoCode: string): Promise<number | null> {
      const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, isoCode));
      return row?.id ?? null;
    },

    /** States of a country as {id, name}, for the demo seed's addresses. */
    async statesOfCountry(countryId: number): Promise<{ id: number; name: string }[]> {
      return db.select({ id: states.id, name: states.name }).from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.id));
    },

    /** A transaction-scoped advisory lock so two processes starting together do not both load the table. */
    async lockForLoading(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(4242001)`);
    },
  };
}

export type CountriesRepository = ReturnType<typeof createCountriesRepository>;
