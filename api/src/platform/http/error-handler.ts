import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, type FieldProblem } from '../errors.js';
import { PLANNED_DATE_RULE } from '../date-format.js';

export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.';
/**
 * The code of a 400 whose body or query failed its schema: its message is the validator's ("body/name must NOT have
 * fewer than 1 characters"), and the reasons per field are in `details`. Every other 4xx message is a sentence for
 * people. Browsers tell the two apart by it (shared-auth's formFailureOf).
 */
export const INVALID_INPUT = 'INVALID_INPUT';
// Long enough for a database restart or fail-over; short enough that nobody waits for nothing.
const RETRY_AFTER_SECONDS = 5;

type ErrorBody = { statusCode: number; error: string; message: string; details?: FieldProblem[]; code?: string };

const body = (statusCode: number, message: string, details?: FieldProblem[], code?: string): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(details ? { details } : {}),
  ...(code ? { code } : {}),
});

/** Names the offending field the way a form would: `limit`, `username`, `address.city`. */
function toFieldProblem(error: FastifySchemaValidationError, context: string): FieldProblem {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = error.params as { missingProperty?: string; additionalProperty?: string; format?: string };
  const join = (name: string) => (path ? `${path}.${name}` : name);
  if (error.keyword === 'required' && params.missingProperty) return { field: join(params.missingProperty), message: 'is required' };
  if (error.keyword === 'additionalProperties' && params.additionalProperty) {
    return { field: join(params.additionalProperty), message: 'is not allowed' };
  }
  if (error.keyword === 'format' && params.format === 'date') return { field: path || context, message: PLANNED_DATE_RULE };
  return { field: path || context, message: error.message ?? 'is invalid' };
}

/** Fastify schemaErrorFormatter: "querystring/limit must be <= 100", "body/foo is not allowed". */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], context: string): Error {
  const messages = errors.map((error) => {
    const problem = toFieldProblem(error, context);
    return problem.field === context ? `${context} ${problem.message}` : `${context}/${problem.field.replaceAll('.', '/')} ${problem.message}`;
  });
  return new Error(messages.join('; '));
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      const context = error.validationContext ?? 'request';
      const details = error.validation.map((e) => toFieldProblem(e, context));
      return reply.code(400).send(body(400, error.message, details, INVALID_INPUT));
    }
    if (error instanceof AppError) return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.details, error.code));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(body(503, DATABASE_UNAVAILABLE));
    }

    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      // The cause stays in the log; the caller learns nothing about SQL, stack or internals.
      request.log.error({ err: error }, 'request failed');
      return reply.code(statusCode).send(body(statusCode, statusCode === 500 ? 'Internal Server Error' : STATUS_CODES[statusCode] ?? 'Error'));
    }
    // Fastify's own 4xx errors (malformed JSON, body too large, unsupported media type) have safe messages.
    return reply.code(statusCode).send(body(statusCode, error.message));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
