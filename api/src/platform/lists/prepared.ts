import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * For queries that run on (nearly) every request. Drizzle then builds the SQL once instead of per call (building
 * it is most of a small query's CPU time in this process), and with a name PostgreSQL parses and plans it once per
 * connection. Prepared on first use, because repositories are also created per transaction and most of those
 * never run these queries.
 */
export function preparedOnFirstUse<T>(prepare: () => T): () => T {
  let prepared: T | undefined;
  return () => (prepared ??= prepare());
}

/**
 * One prepared statement per combination of arguments, each built on first use: for example a list's unfiltered
 * page for each sort column and direction, with the page's size and position as placeholders (PAGE_WINDOW).
 */
export function preparedPer<TArgs extends string[], T>(prepare: (...args: TArgs) => T): (...args: TArgs) => T {
  const prepared = new Map<string, T>();
  return (...args) => {
    const key = args.join('\u0001');
    let statement = prepared.get(key);
    if (!statement) {
      statement = prepare(...args);
      prepared.set(key, statement);
    }
    return statement;
  };
}

/**
 * LIMIT and OFFSET placeholders of a prepared page; execute with pageWindow(read). PostgreSQL moves a named
 * statement to one generic plan only when that plan, estimated for an unknown LIMIT/OFFSET (it assumes a tenth of
 * the rows), costs no more than the plans made for the actual values so far; otherwise it keeps planning per call.
 * The small lists thus save their planning too, and a big one cannot get stuck with a plan made for other values.
 */
export const PAGE_WINDOW = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

export const pageWindow = ({ limit, offset }: { limit: number; offset: number }) => ({ limit, offset });

/** `column = ANY($ids)`: a prepared lookup of a page's rows by id; execute with `{ ids }`. */
export const idIsAnyOf = (column: AnyColumn): SQL => sql`${column} = any(${sql.placeholder('ids')}::int[])`;
