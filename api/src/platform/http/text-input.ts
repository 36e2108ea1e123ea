import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InputError, type FieldProblem } from '../errors.js';

/**
 * The deepest nesting a JSON body may have. The portal's own bodies go three levels deep (an allocation's list
 * of people); 32 leaves room for any honest client and stops bodies nested thousands deep before anything walks them.
 */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP = `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`;

/** How deeply the JSON text nests arrays and objects, read without parsing (strings skipped, escapes honoured). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, (depth += 1));
    else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}

// U+D800–U+DFFF not part of a pair: JavaScript strings can hold one (JSON's "\ud800"), UTF-8 and PostgreSQL cannot,
// so the driver would store U+FFFD instead of what was sent. With the u flag a proper pair is one code point and
// does not match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const problemsOf = (text: string): string[] => [
  ...(text.includes('\u0000') ? ['must not contain the NUL character (U+0000)'] : []),
  ...(LONE_SURROGATE.test(text) ? ['must not contain a lone surrogate (half of a UTF-16 character pair)'] : []),
];

/** Problems with the text of `value`, to any depth, named by dotted path; iterative, so no depth overflows the stack. */
function textProblems(part: string, value: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      const field = path.join('.');
      for (const message of problemsOf(current)) problems.push({ field, message: `${part}/${field} ${message}` });
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        for (const message of problemsOf(key)) problems.push({ field: [...path, key].join('.'), message: `${part} field name ${message}` });
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return problems;
}

/**
 * Text the database could not store as sent is refused up front with a 400 naming the field, before validation,
 * before any transaction and the same on every route: the NUL character (PostgreSQL text cannot hold it; a search
 * holding one failed with a 500) and lone surrogates (stored as U+FFFD, so a timesheet create could not find its
 * own row again and answered 500 after saving it). Refusing rather than replacing: no keyboard produces either, and
 * silently saving something other than what was sent would hide a broken client. JSON bodies nested more deeply
 * than MAX_BODY_DEPTH are refused while parsing, before anything walks them.
 */
async function textInput(app: FastifyInstance): Promise<void> {
  // Fastify's own parser (secure-json-parse, prototype poisoning refused), after a depth check of the raw text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonDepth(text) > MAX_BODY_DEPTH) return done(new InputError(TOO_DEEP, [{ field: 'body', message: TOO_DEEP }]), undefined);
    return parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    const problems = [
      ...textProblems('params', request.params),
      ...textProblems('querystring', request.query),
      ...textProblems('body', request.body),
    ];
    if (problems.length > 0) throw new InputError(problems.map((p) => p.message).join('; '), problems);
  });
}

export default fp(textInput, { name: 'text-input' });
