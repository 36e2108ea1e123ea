import { getTableName, type Table } from 'drizzle-orm';
import type { Sortable } from './list-helpers.js';

/** Something remembered between requests: its name keys it, and a write to any of its tables makes it read again. */
export type RememberedList = {
  readonly name: string;
  /** Every table its rows, their order, its filters and its search are read from. */
  readonly tables: readonly string[];
};

/**
 * One read, registered once (each module's index.ts lists its own in READS; wiring/reads.ts gathers them). From its
 * tables come what the server remembers and when it forgets it, the tables whose writes must raise a version, the
 * read-after-write scenarios (api/test/read-after-write-registered.postgres.test.ts) and the browser's cache tags.
 */
export type ReadRegistration = RememberedList & {
  /** Kept between requests while its tables are unchanged (lists, lookups), or computed on every request. */
  readonly remembered: boolean;
  /** A page asks for it, so the browser caches it under READ_TAGS[name] (wiring/browser-tags.ts). */
  readonly shownOnPages: boolean;
};

/** The values of a query that decide which rows a list holds (not its paging or order). */
export type ListFilters = Record<string, string | number | boolean | undefined>;

/**
 * One list the API serves, declared once: what it is read from, how it may be sorted and which parts of a query
 * filter it. What the server remembers of the list (totals, sorted ids, pages) is keyed by these filters and read
 * again whenever one of these tables is written (list-memory.ts); a test checks that each table raises its version.
 */
export type ListDefinition<OrderBy extends string, Query> = ReadRegistration & {
  /** The allowlist turning the query's orderBy into SQL (the id breaks ties). */
  readonly sortColumns: Readonly<Record<OrderBy, Sortable>>;
  /** The query's filters and search, trimmed: equal for queries that match the same rows. */
  readonly filtersOf: (query: Query) => ListFilters;
};

export function defineList<OrderBy extends string, Query>(list: {
  name: string;
  tables: readonly Table[];
  sortColumns: Record<OrderBy, Sortable>;
  filtersOf: (query: Query) => ListFilters;
}): ListDefinition<OrderBy, Query> {
  return Object.freeze({ ...list, tables: list.tables.map((table) => getTableName(table)), remembered: true, shownOnPages: true });
}

/**
 * A lookup remembered like a list (for example the people a search names), with no order or filters of its own;
 * `shownOnPages` when a page asks for it as it is (a report), not only the server on its way to an answer.
 */
export function defineLookup(name: string, tables: readonly Table[], { shownOnPages }: { shownOnPages: boolean }): ReadRegistration {
  return Object.freeze({ name, tables: tables.map((table) => getTableName(table)), remembered: true, shownOnPages });
}

/**
 * A read the browser shows that the server computes every time (a picker's options, a person's time off): registered
 * all the same, because its tables give the browser's cache tags (wiring/browser-tags.ts). `from` takes tables and
 * other reads it is built from, whose tables it then depends on too.
 */
export function defineRead(name: string, from: readonly (Table | RememberedList)[]): ReadRegistration {
  const tables = from.flatMap((source) => (isRead(source) ? source.tables : [getTableName(source)]));
  return Object.freeze({ name, tables: [...new Set(tables)], remembered: false, shownOnPages: true });
}

function isRead(source: Table | RememberedList): source is RememberedList {
  return 'tables' in source && Array.isArray((source as RememberedList).tables);
}

/** The key of a list's filters: the defined ones only, in a fixed order. */
export function filtersKey(filters: ListFilters): string {
  return JSON.stringify(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}
