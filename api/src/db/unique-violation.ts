/** PostgreSQL's SQLSTATE for a unique index or constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';

type DatabaseErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The name of the unique index a failed write ran into, or undefined for any other error.
 * Drizzle wraps the driver's error (pg or PGlite, both with `code` and `constraint`) in `cause`.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const fields = current as DatabaseErrorFields;
    if (fields.code === UNIQUE_VIOLATION) return typeof fields.constraint === 'string' ? fields.constraint : undefined;
    current = fields.cause;
  }
  return undefined;
}
