import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InputError, type FieldProblem } from '../errors.js';

/** The fields holding a non-finite number, to any depth, named by their path without array positions; iterative. */
function nonFinite(part: 'params' | 'querystring' | 'body', values: unknown): FieldProblem[] {
  const fields = new Set<string>();
  const pending: { value: unknown; path: string[] }[] = [{ value: values, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'number' && !Number.isFinite(value)) fields.add(path.filter((key) => !/^\d+$/.test(key)).join('.'));
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) pending.push({ value: child, path: [...path, key] });
  }
  return [...fields].map((field) => ({ field, message: `${part}/${field} must be a finite number` }));
}

/**
 * Ajv coerces the text "Infinity" (or 1e400) to a number that passes `type: integer`, and skips minimum/maximum
 * for non-finite numbers, so `/clients/Infinity` would reach SQL and fail there with a 500. Paths and query strings
 * carry such text, and so do JSON bodies, since coercion applies to them too (`{"ids": "Infinity"}` on the bulk
 * review became [Infinity]); all three are checked after validation.
 */
async function finiteNumbers(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    const problems = [...nonFinite('params', request.params), ...nonFinite('querystring', request.query), ...nonFinite('body', request.body)];
    if (problems.length > 0) throw new InputError(problems.map((p) => p.message).join('; '), problems);
  });
}

export default fp(finiteNumbers, { name: 'finite-numbers' });
