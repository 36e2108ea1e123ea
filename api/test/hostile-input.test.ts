import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { seedFixtures, signIn, type Fixtures } from './helpers/fixtures.js';
import { distinctRoutes, routeCollector, routeKey, type RegisteredRoute } from './helpers/registered-routes.js';
import { savedData } from './helpers/saved-data.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Enough to find the classic crashes (type confusion, overflow, bad dates) per route while keeping the suite short.
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 25);

// Signing out would end the admin's session that every other call uses.
const SKIPPED = new Set(['POST /api/v1/users/signout']);

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ minLength: 300, maxLength: 5_000 }),
  fc.constantFrom(
    "' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '1; SELECT pg_sleep(5)', '%', '_', '\\', '\u0000', '\uFEFF',
    '=cmd|\' /C calc\'!A0', '+1+1', '-2+3', '@SUM(1)', '\t=1', '../../etc/passwd', '<script>alert(1)</script>',
    '9999-99-99', '2025-02-30', '0000-00-00', 'NaN', 'Infinity', '-1', '0', '1e308', '99999999999999999999', 'null', 'true', '[]', '{}',
  ),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** The field names a route's schema declares, so most inputs reach its rules rather than stopping at "unknown field". */
function fieldNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

/** An object using the route's own field names (plus the odd stranger) with hostile values. */
function hostileObject(schema: unknown): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...fieldNames(schema), 'role', '__proto__', 'constructor', 'passwordHash', 'id'];
  return fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: 8 });
}

const hostileBody = (schema: unknown) =>
  fc.oneof(
    { weight: 5, arbitrary: hostileObject(schema).map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })) },
    { weight: 1, arbitrary: fc.string().map((text) => ({ payload: text, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.string().map((text) => ({ payload: text, type: 'text/plain' })) },
  );

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return params.toString();
}

describe('hostile input on every route (fast-check)', () => {
  const { routes, onRoute } = routeCollector();
  let t: TestApp;
  let fx: Fixtures;
  let adminToken: string;

  before(async () => {
    t = await createTestApp({}, { onRoute });
    fx = await seedFixtures(t);
    adminToken = await signIn(t, 'alice@test.example');
  });
  after(() => t.close());

  const saved = () => savedData(t);

  function pathWith(route: RegisteredRoute, id: string): string {
    return route.url.replace(/:[A-Za-z]+/g, (name) => (name === ':id' ? id : name === ':countryId' ? String(fx.places.california.countryId) : 'x.png'))
      .replace('*', 'x.js');
  }

  it('answers every request with a client error or a correct answer, never a 5xx, and a refused request changes nothing', async () => {
    const failures: string[] = [];
    for (const route of distinctRoutes(routes)) {
      const key = routeKey(route);
      if (SKIPPED.has(key) || route.url.startsWith('/api/docs')) continue;
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const input = fc.record({
        id: fc.oneof(fc.constant(String(fx.colleague)), hostileText.map((text) => encodeURIComponent(text) || '0')),
        query: hostileObject(route.schema?.querystring),
        body: hasBody ? hostileBody(route.schema?.body) : fc.constant(undefined),
      });
      // One failing route is reported with its counterexample; the others still run.
      await fc.assert(
        fc.asyncProperty(input, async ({ id, query, body }) => {
          const before = await saved();
          const qs = queryString(query);
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${pathWith(route, id)}${qs ? `?${qs}` : ''}`,
            headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': body.type } : {}) },
            ...(body ? { payload: body.payload } : {}),
          });
          const context = `${key} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          assert.ok(response.statusCode < 500, context);
          if (response.statusCode >= 400) assert.equal(await saved(), before, `refused but changed data: ${context}`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      ).catch((error: unknown) => failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`));
    }
    assert.deepEqual(failures, []);
  });

  it('refuses the NUL character anywhere with 400 naming the field, and stores nothing', async () => {
    for (const list of ['users', 'clients', 'projects', 'allocations', 'timesheets']) {
      const response = await t.request({ url: `/api/v1/${list}?searchInput=%00`, token: adminToken });
      assert.equal(response.statusCode, 400, `${list}: ${response.body}`);
      assert.deepEqual(response.json<{ details: { field: string }[] }>().details.map((d) => d.field), ['searchInput']);
    }
    const before = await saved();
    const created = await t.request({ method: 'POST', url: '/api/v1/clients', token: adminToken, body: { name: 'Nul\u0000 Ltd', city: 'Lyon' } });
    assert.equal(created.statusCode, 400, created.body);
    assert.match(created.json<{ message: string }>().message, /body\/name must not contain the NUL character/);
    assert.equal(await saved(), before);
  });

  it('refuses "Infinity" as an id or a page number with 400 instead of passing it to SQL', async () => {
    for (const url of ['/api/v1/clients/Infinity', '/api/v1/countries/states/1e400', '/api/v1/users?offset=Infinity']) {
      const response = await t.request({ url, token: adminToken });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
    }
  });
});
