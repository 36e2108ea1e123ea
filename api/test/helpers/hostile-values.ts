import fc from 'fast-check';

// Hostile values for the fuzz test (hostile-input.test.ts): what a careless or malicious client may send.

/** A value nested `depth` levels deep; sent as raw JSON text, since JSON.stringify itself overflows the stack at ~10,000. */
class Nested {
  constructor(readonly depth: number, readonly kind: 'array' | 'object') {}
  toJSON() {
    return `__nested_${this.kind}_${this.depth}__`;
  }
  [fc.toStringMethod]() {
    return `nested(${this.kind}, ${this.depth})`;
  }
}
const nestedText = (depth: number, kind: string) => (kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
/** JSON text for `value`, with each nested value written out in full. */
export const toJson = (value: unknown) =>
  JSON.stringify(value).replace(/"__nested_(array|object)_(\d+)__"/g, (_, kind: string, depth: string) => nestedText(Number(depth), kind));

/** Arrays or objects nested around the parser's 32-level cap (MAX_BODY_DEPTH) and far beyond it. */
export const nested = fc
  .tuple(fc.oneof(fc.integer({ min: 25, max: 40 }), fc.constantFrom(100, 1_000, 10_000)), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, kind]) => new Nested(depth, kind));
const around = (middle: fc.Arbitrary<string>) => fc.tuple(fc.string(), middle, fc.string()).map(([head, mid, tail]) => head + mid + tail);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 5_000 }) },
  { weight: 2, arbitrary: around(loneSurrogate) },
  { weight: 2, arbitrary: around(fc.constantFrom('\u0000', '\u0000\u0000', '%00')) },
  // 100,000 characters of one kind, then a few more.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', ' ', 'é', '😀', "'", '\u0000', '\ud800'), fc.string()).map(([unit, tail]) => unit.repeat(100_000) + tail) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '1; SELECT pg_sleep(5)', '%', '_', '\\', '\u0000', '\uFEFF', '\ud800', 'x\udfff',
      '=cmd|\' /C calc\'!A0', '+1+1', '-2+3', '@SUM(1)', '\t=1', '../../etc/passwd', '<script>alert(1)</script>',
      '9999-99-99', '2025-02-30', '0000-00-00', 'NaN', 'Infinity', '-1', '0', '1e308', '99999999999999999999', 'null', 'true', '[]', '{}',
    ),
  },
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER));
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: nested },
);

/** The parts of a route's JSON schema the generators below read. */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

function validString(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    const usual = fc.date({ min: new Date('2024-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    // Dates at and past the ends of PostgreSQL's and the portal's calendars (year 0000 once answered 500).
    const edges = fc.constantFrom('0000-01-01', '0001-01-01', '1899-12-31', '1900-01-01', '2999-12-31', '3000-01-01', '9999-12-31', '2024-02-29');
    return fc.oneof({ weight: 9, arbitrary: usual }, { weight: 1, arbitrary: edges });
  }
  if (schema.format === 'email') return fc.nat(99_999).map((n) => `fuzz${n}@example.com`);
  return fc.string({ minLength: Math.max(1, schema.minLength ?? 1), maxLength: Math.max(1, Math.min(schema.maxLength ?? 40, 40)) });
}

/** Ids of seeded rows, by what they are. */
export type SeededIds = { users: number[]; clients: number[]; projects: number[] };

/** The seeded ids a field by this name most likely refers to: userId people, projectIds projects… */
function idsFor(name: string, ids: SeededIds): number[] {
  if (/user|person|employee|manager/i.test(name)) return ids.users;
  if (/client/i.test(name)) return ids.clients;
  if (/project/i.test(name)) return ids.projects;
  return [...ids.users, ...ids.clients, ...ids.projects];
}

/** A value `schema` accepts, as far as its types, formats and enums tell; integers are mostly ids of seeded rows. */
function validValue(schema: Schema | undefined, ids: number[], seeded: SeededIds, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((alternative) => validValue(alternative, ids, seeded, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const min = schema.minimum ?? 0;
  if (type === 'integer') {
    const any = fc.integer({ min, max: Math.min(schema.maximum ?? min + 1000, min + 1000) });
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: any });
  }
  if (type === 'number') {
    const max = schema.maximum ?? 10;
    // Everyday amounts (hours, percentages) mostly, and one with more decimals than a numeric(n,2) column keeps;
    // now and then any number in range.
    const everyday = fc.constantFrom(0.5, 1, 1.255, 2.5, 4, 8, ...[schema.minimum, schema.maximum].filter((bound) => bound !== undefined));
    return fc.oneof({ weight: 3, arbitrary: everyday }, { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(validValue(schema.items, ids, seeded, depth + 1), { maxLength: 3 });
  if (type === 'object') return validObject(schema, seeded, depth + 1);
  if (type === 'string') return validString(schema);
  return fc.constant(null);
}

function validObject(schema: Schema | undefined, seeded: SeededIds, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema?.properties ?? {});
  const values = properties.map(([key, property]) => [key, validValue(property, idsFor(key, seeded), seeded, depth)]);
  return fc.record(Object.fromEntries(values), { requiredKeys: schema?.required ?? [] });
}

/**
 * An object a route's schema would accept, with one field (or none) replaced by a hostile value: random objects
 * stop at validation, these reach the route's rules and the database.
 */
export function nearlyValid(schema: unknown, seeded: SeededIds): fc.Arbitrary<Record<string, unknown>> {
  const valid = validObject(schema as Schema | undefined, seeded, 0);
  const keys = Object.keys((schema as Schema | undefined)?.properties ?? {});
  if (keys.length === 0) return valid;
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...keys), hostileValue).map(([object, key, value]) => ({ ...object, [key]: value })) },
  );
}
