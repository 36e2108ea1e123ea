import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InputError, type FieldProblem } from '../errors.js';

function nonFinite(part: 'params' | 'querystring', values: unknown): FieldProblem[] {
  if (!values || typeof values !== 'object') return [];
  return Object.entries(values).flatMap(([field, value]) =>
    [value].flat().some((item) => typeof item === 'number' && !Number.isFinite(item))
      ? [{ field, message: `${part}/${field} must be a finite number` }]
      : [],
  );
}

/**
 * Ajv coerces the text "Infinity" (or 1e400) in a path or query to a number that passes `type: integer`, and
 * skips minimum/maximum for non-finite numbers, so `/clients/Infinity` would reach SQL and fail there with a 500.
 * JSON bodies cannot carry such numbers; paths and query strings can, so they are checked after validation.
 */
async function finiteNumbers(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    const problems = [...nonFinite('params', request.params), ...nonFinite('querystring', request.query)];
    if (problems.length > 0) throw new InputError(problems.map((p) => p.message).join('; '), problems);
  });
}

export default fp(finiteNumbers, { name: 'finite-numbers' });
