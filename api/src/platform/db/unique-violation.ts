/** PostgreSQL's SQLSTATEs for a unique index and a check constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

type DatabaseErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The constraint a failed write ran into when the error has SQLSTATE `code`, or undefined for any other error.
 * Drizzle wraps the driver's error (pg or PGlite, both with `code` and `constraint`) in `cause`.
 */
function violated(error: unknown, code: string): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const fields = current as DatabaseErrorFields;
    if (fields.code === code) return typeof fields.constraint === 'string' ? fields.constraint : undefined;
    current = fields.cause;
  }
  return undefined;
}

/** The name of the unique index a failed write ran into, or undefined for any other error. */
export const violatedUniqueIndex = (error: unknown): string | undefined => violated(error, UNIQUE_VIOLATION);

/** The name of the check constraint a failed write ran into, or undefined for any other error. */
export const violatedCheck = (error: unknown): string | undefined => violated(error, CHECK_VIOLATION);
