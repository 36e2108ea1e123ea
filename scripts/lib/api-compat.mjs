// Compares two OpenAPI 3.0 documents of the API and says which changes break the v1 promise (docs/deployment.md, "The
// API's v1 promise"): only paths under /api/v1/ are promised, and v1 only grows. Inputs (parameters, request bodies)
// may only widen; outputs (responses) may only add fields and keep the ones they have, with the same types.
//
// The differ is api-smart-diff, which knows the direction of each place in a document (a narrower request is
// breaking, a narrower response is not) and the classes of change (paths, methods, parameters, bodies, responses).
// It gets a few of them wrong for this API: CORRECTIONS below reclassifies those, and api-compat.test.mjs holds a case
// for each (and fails without them).
import { apiCompare } from 'api-smart-diff';

const PROMISED_PREFIX = '/api/v1/';
const BREAKING = 'breaking';
const NON_BREAKING = 'non-breaking';

/** The document with only the promised paths (/api/health and /api/remotes are for operators and the shell). */
const promisedPart = (document) => ({
  ...document,
  paths: Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(PROMISED_PREFIX))),
});

const valueAt = (document, path) => path.reduce((node, key) => (node === undefined || node === null ? undefined : node[key]), document);

// Diff paths run paths/<path>/<method>/..., and a schema sits at responses/<code>/content/<type>/schema,
// requestBody/content/<type>/schema or parameters/<index>/schema.
const inResponse = (path) => path[3] === 'responses' && path[7] === 'schema';
const inInput = (path) => (path[3] === 'requestBody' && path[6] === 'schema') || (path[3] === 'parameters' && path[5] === 'schema');
/** The schema keyword `at` places from the end of a diff path, unless that place is a property's name (a field `type`). */
const keyword = (path, at) => (path.at(-at - 1) === 'properties' ? undefined : path.at(-at));

/**
 * Each returns the right classification of a diff it knows, else undefined. api-smart-diff 1.0.6 turns every request
 * rule round for responses, which is right for narrowing and widening but not for these:
 */
const CORRECTIONS = [
  // A response property that is gone: it calls the removal of an optional one non-breaking, yet clients read it when
  // it is there. And a request property that is gone from a body that refuses unknown properties (ours all do,
  // additionalProperties: false): a client that still sends it now gets a 400.
  ({ path, action }, before, after) => {
    if (action !== 'remove' || keyword(path, 2) !== 'properties') return undefined;
    if (inResponse(path)) return BREAKING;
    const owner = valueAt(after, path.slice(0, -2)) ?? valueAt(before, path.slice(0, -2));
    return inInput(path) && owner?.additionalProperties === false ? BREAKING : undefined;
  },
  // A response field whose type changes (string to integer, say) was classified non-breaking: only number to integer
  // narrows what clients receive. And a `type` dropped beside a new `enum` (a string that becomes a union of literals,
  // as TypeBox writes one) was breaking, though the enum narrows the field.
  ({ path, action, before: was, after: is }, _before, after) => {
    if (keyword(path, 1) !== 'type' || !inResponse(path)) return undefined;
    if (action === 'replace') return was === 'number' && is === 'integer' ? NON_BREAKING : BREAKING;
    return action === 'remove' && Array.isArray(valueAt(after, path.slice(0, -1))?.enum) ? NON_BREAKING : undefined;
  },
  // `nullable` the wrong way round on both sides: a response field that may now be null breaks clients, a request
  // field that may no longer be null breaks callers.
  ({ path, after: is }) => {
    if (keyword(path, 1) !== 'nullable' || !(inResponse(path) || inInput(path))) return undefined;
    const nowNullable = is === true;
    return inResponse(path) === nowNullable ? BREAKING : NON_BREAKING;
  },
  // A whole `enum` that appears (a free string that becomes an enum: the inputs' example of a narrower type) or
  // disappears: the lib classifies its values one by one as if an existing enum grew or shrank, the wrong way round.
  ({ path, action }, before, after) => {
    if (keyword(path, 2) !== 'enum' || !(inResponse(path) || inInput(path))) return undefined;
    const owner = path.slice(0, -2);
    const appeared = action === 'add' && valueAt(before, owner)?.enum === undefined;
    const disappeared = action === 'remove' && valueAt(after, owner) !== undefined && valueAt(after, owner).enum === undefined;
    if (!appeared && !disappeared) return undefined;
    return inInput(path) === appeared ? BREAKING : NON_BREAKING;
  },
];

/** "GET /api/v1/clients/: [Removed] property `name` in Response 200 content (application/json)". */
function describe({ path, action, description, before, after }) {
  if (action === 'rename' && path.length === 1) return `path ${before} is now ${after}`;
  const text = description || `${action} at ${path.join('/')}`;
  // Operations describe themselves ("[Removed] operation GET /api/v1/…").
  return path.length > 3 ? `${String(path[2]).toUpperCase()} ${path[1]}: ${text}` : text;
}

/**
 * What changed in the promised part of the API between `before` (the release's document) and `after` (now):
 * `breaking` lists what breaks the promise, `additions` what widens it (for information). A change the differ cannot
 * classify counts as breaking until someone has looked at it.
 */
export function compareApiV1(before, after) {
  const [was, is] = [promisedPart(before), promisedPart(after)];
  // Copies: apiCompare changes the documents it is given (it adds an empty `enum` beside a new one, for instance), and
  // the corrections need them as they were.
  const { diffs } = apiCompare(structuredClone(was), structuredClone(is));
  const breaking = [];
  const additions = [];
  // A removed required property is two diffs, the property and its `required` entry: the first says it all.
  const removed = (diff, list) => diff.action === 'remove' && keyword(diff.path, 2) === list;
  const propertyKey = (path, name) => `${path.slice(0, -2).join('/')}/${name}`;
  const removedProperties = new Set(diffs.filter((diff) => removed(diff, 'properties')).map(({ path }) => propertyKey(path, path.at(-1))));
  const saidAlready = (diff) => removed(diff, 'required') && removedProperties.has(propertyKey(diff.path, diff.before));
  for (const diff of diffs.filter((diff) => !saidAlready(diff))) {
    const type = CORRECTIONS.map((correct) => correct(diff, was, is)).find(Boolean) ?? diff.type;
    if (type === BREAKING) breaking.push(describe(diff));
    else if (type === 'unclassified') breaking.push(`${describe(diff)} (not classified by the differ: breaking until reviewed)`);
    else if (type === NON_BREAKING || type === 'deprecated') additions.push(describe(diff));
    // Annotations (summaries, descriptions, examples) promise nothing.
  }
  // A change to a shared schema shows up once per value or place; each line once is enough.
  return { breaking: [...new Set(breaking)], additions: [...new Set(additions)] };
}
