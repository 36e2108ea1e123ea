import { API_DATE_FORMAT, parseDate } from '../dates';

/** How each filter of a list is read back from its URL parameter (of the same name); undefined drops a value that does not parse. */
export type FilterParsers<Filters> = { [K in keyof Filters]-?: (raw: string) => Filters[K] | undefined };

/** Reads a list filter from the URL when it is one of `values` (an enum such as a role or a status). */
export function oneOfParam<T extends string | number>(values: readonly T[]): (raw: string) => T | undefined {
  return (raw) => values.find((value) => String(value) === raw);
}

/** Reads a list filter holding a record id: a positive whole number in the database's integer range. */
export function idParam(raw: string): number | undefined {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  return id !== undefined && id <= 2_147_483_647 ? id : undefined;
}

/** Reads a list filter holding a calendar day as the API takes it (YYYY-MM-DD). */
export function dateParam(raw: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(raw) && parseDate(raw)?.format(API_DATE_FORMAT) === raw ? raw : undefined;
}
