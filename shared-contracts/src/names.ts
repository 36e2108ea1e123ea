/**
 * What makes two names the same, for clients and for one client's projects: their case and surrounding spaces aside.
 * The database's unique indexes (lower(btrim(name))) have the last word, so two saves at once cannot both win;
 * api/test/rules-in-sql.test.ts holds them to this on random names. Letters with a special lower case (the Turkish
 * 'İ') can compare otherwise there: the API then answers 409, which the form shows as the same warning.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
