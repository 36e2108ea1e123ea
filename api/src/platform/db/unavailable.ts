/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is wrong":
 * such failures answer 503 with Retry-After, so clients and load balancers wait instead of reporting a bug.
 */

// Socket-level failures between the API and PostgreSQL.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

// SQLSTATEs: class 08 (connection exception), operator intervention (shutdown, starting up), too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P01|57P02|57P03|53300)$/;

// node-postgres and PGlite report lost or refused connections with plain messages and no code.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

type ErrorFields = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function isUnavailableItself(error: ErrorFields): boolean {
  if (typeof error.code === 'string' && (NETWORK_CODES.has(error.code) || UNAVAILABLE_SQLSTATE.test(error.code))) return true;
  if (typeof error.message === 'string' && UNAVAILABLE_MESSAGE.test(error.message)) return true;
  // A refused connection to "localhost" fails once per address family, reported together.
  return Array.isArray(error.errors) && error.errors.some((inner) => isDatabaseUnavailable(inner));
}

/** Drizzle wraps the driver's error in `cause`; look a few levels down. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (isUnavailableItself(current as ErrorFields)) return true;
    current = (current as ErrorFields).cause;
  }
  return false;
}
