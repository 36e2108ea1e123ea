import type { Database } from '../../platform/db/client.js';
import { countries, states } from '../../platform/db/schema/index.js';
import { defineLookup } from '../../platform/lists/list-definition.js';
import type { Recall } from '../../platform/lists/remembered.js';

/** Country and state names by id. */
export type PlaceNames = { country(id: number | null): string | null; state(id: number | null): string | null };

/** Every country's and state's name (about 250 and 5,000). */
export type PlaceNameTable = { countries: Map<number, string>; states: Map<number, string> };

/**
 * A person's four place names are looked up in names read once, rather than by four subqueries per row, which on
 * embedded PGlite cost more than the rest of the row. The server remembers them like a list: read again once a
 * migration or anyone else writes a country or state.
 */
export const PLACE_NAMES = defineLookup('place names', [countries, states], { shownOnPages: false });

/** The names of these countries and states. */
export type PlaceNameLookup = (countryIds: (number | null)[], stateIds: (number | null)[], via: Database) => Promise<PlaceNames>;

/**
 * `via` is the caller's database or transaction: embedded PGlite has one connection, which a transaction holds, so
 * a repository inside a transaction must read through it. `remembered`: the server's memory of PLACE_NAMES and the
 * database it reads versions from; without it (seeding, tools) the names are read once, and again for an unknown id.
 */
export function createPlaceNames(remembered?: { recall: Recall<PlaceNameTable>; db: Database }): PlaceNameLookup {
  let loaded: Promise<PlaceNameTable> | undefined;
  const load = async (db: Database): Promise<PlaceNameTable> => {
    const [countryRows, stateRows] = await Promise.all([
      db.select({ id: countries.id, name: countries.name }).from(countries),
      db.select({ id: states.id, name: states.name }).from(states),
    ]);
    return { countries: new Map(countryRows.map((row) => [row.id, row.name])), states: new Map(stateRows.map((row) => [row.id, row.name])) };
  };
  const lookUp = (names: PlaceNameTable): PlaceNames => ({
    country: (id) => (id === null ? null : (names.countries.get(id) ?? null)),
    state: (id) => (id === null ? null : (names.states.get(id) ?? null)),
  });
  // Inside a transaction the names are read through it: checking the memory's versions would take a second
  // connection, which embedded PGlite does not have while the transaction holds its one.
  if (remembered) return async (_countryIds, _stateIds, via) => lookUp(via === remembered.db ? await remembered.recall('all', () => load(via)) : await load(via));
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
    return lookUp(names);
  };
}
