import type { Database } from '../../platform/db/client.js';
import { countries, states } from '../../platform/db/schema.js';

/** Country and state names by id. */
export type PlaceNames = { country(id: number | null): string | null; state(id: number | null): string | null };

/**
 * The names of every country and state (about 250 and 5,000), read once: the geography is loaded before the server
 * takes requests and nothing changes it afterwards. A person's four place names are then looked up here rather than
 * by four subqueries per row, which on embedded PGlite cost more than the rest of the row. An id that is not known
 * (a place added since) reads the tables again.
 */
/** The names of these countries and states (any unknown id is looked up again). */
export type PlaceNameLookup = (countryIds: (number | null)[], stateIds: (number | null)[], via: Database) => Promise<PlaceNames>;

/**
 * `via` is the caller's database or transaction: embedded PGlite has one connection, which a transaction holds, so
 * a repository inside a transaction must read through it. What is read is shared all the same.
 */
export function createPlaceNames(): PlaceNameLookup {
  let loaded: Promise<{ countries: Map<number, string>; states: Map<number, string> }> | undefined;
  const load = async (db: Database) => {
    const [countryRows, stateRows] = await Promise.all([
      db.select({ id: countries.id, name: countries.name }).from(countries),
      db.select({ id: states.id, name: states.name }).from(states),
    ]);
    return { countries: new Map(countryRows.map((row) => [row.id, row.name])), states: new Map(stateRows.map((row) => [row.id, row.name])) };
  };
  return async (countryIds, stateIds, via) => {
    loaded ??= load(via);
    let names = await loaded.catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    const known = (map: Map<number, string>) => (id: number | null) => id === null || map.has(id);
    if (!countryIds.every(known(names.countries)) || !stateIds.every(known(names.states))) {
      loaded = load(via);
      names = await loaded;
    }
    const { countries: countryNames, states: stateNames } = names;
    return {
      country: (id) => (id === null ? null : (countryNames.get(id) ?? null)),
      state: (id) => (id === null ? null : (stateNames.get(id) ?? null)),
    };
  };
}
