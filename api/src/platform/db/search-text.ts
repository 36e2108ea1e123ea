import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * "First Last" as an index can hold it: concat_ws is only STABLE, so indexes use `||` with coalesce. For the
 * trimmed text a search sends, it matches exactly what the displayed full name matches.
 */
export const indexedFullName = (first: AnyColumn, last: AnyColumn): SQL<string> =>
  sql<string>`(${first} || ' ' || coalesce(${last}, ''))`;

/**
 * Everything the people search looks in (full name, work e-mail, employee id) as one text, so a single trigram
 * index answers `ILIKE '%term%'`. Line breaks separate the fields; only a search containing a line break could
 * match across two of them. The migration's users_search_trgm_idx is built on this exact expression.
 */
export const personSearchText = (first: AnyColumn, last: AnyColumn, officeEmail: AnyColumn, empId: AnyColumn): SQL<string> =>
  sql<string>`(${first} || ' ' || coalesce(${last}, '') || chr(10) || coalesce(${officeEmail}, '') || chr(10) || coalesce(${empId}, ''))`;
