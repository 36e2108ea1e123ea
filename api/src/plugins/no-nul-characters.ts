import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InputError, type FieldProblem } from '../errors.js';

/** The fields (dotted paths) of `value` holding text with a NUL character, to any depth. */
function fieldsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithNul(item, [...path, String(index)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => fieldsWithNul(item, [...path, key]));
  return [];
}

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a search or a saved field containing one fails in the
 * database with a 500. No form of the portal can produce one, so any path, query or body text carrying it is
 * refused up front with a 400 naming the field, before validation and before anything is stored.
 */
async function noNulCharacters(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body } as const;
    const problems: FieldProblem[] = Object.entries(parts).flatMap(([part, values]) =>
      fieldsWithNul(values).map((field) => ({ field, message: `${part}/${field} must not contain the NUL character (U+0000)` })),
    );
    if (problems.length > 0) throw new InputError(problems.map((p) => p.message).join('; '), problems);
  });
}

export default fp(noNulCharacters, { name: 'no-nul-characters' });
