import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { seedFixtures, signIn, type Fixtures } from './helpers/fixtures.js';
import { distinctRoutes, routeCollector, routeKey, type RegisteredRoute } from './helpers/registered-routes.js';
import { hostileText, hostileValue, nearlyValid, nested, toJson, type SeededIds } from './helpers/hostile-values.js';
import { savedData } from './helpers/saved-data.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Enough to find the classic crashes (type confusion, overflow, bad dates) per route while keeping the suite short.
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 25);
// Fixed, so every run sends the same requests and a failure can be replayed; HOSTILE_SEED=<n> explores others.
const SEED = Number(process.env.HOSTILE_SEED ?? 24);
// To replay one failure: the route key and the path its report names (the run still starts from the same seed).
const ONLY_ROUTE = process.env.HOSTILE_ROUTE;
const REPLAY_PATH = process.env.HOSTILE_PATH;

// Signing out would end the admin's session that every other call uses.
const SKIPPED = new Set(['POST /api/v1/users/signout']);

/** encodeURIComponent throws on a lone surrogate; a path segment gets U+FFFD in its place, as a browser sends it. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** Long runs (100,000 times the same character) shown as one unit and a count, so a report stays readable. */
const shortened = (text: string) => text.replace(/(.{1,6}?)\1{31,}/gs, (run, unit: string) => `${unit}…(×${run.length / unit.length})`);

/** What a failing route's run found, with what it takes to send the same requests again. */
function failureReport<Ts>(key: string, run: fc.RunDetails<Ts>): string {
  const error = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
  return [
    `${key}: ${shortened(error)}`,
    `  seed ${run.seed}, path ${run.counterexamplePath}, after ${run.numRuns} run(s) and ${run.numShrinks} shrink(s)`,
    `  counterexample: ${shortened(fc.stringify(run.counterexample))}`,
    `  replay: HOSTILE_SEED=${run.seed} HOSTILE_ROUTE='${key}' HOSTILE_PATH='${run.counterexamplePath}' node test/run.mjs test/hostile-input.test.ts`,
  ].join('\n');
}

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

const hostileBody = (schema: unknown, ids: SeededIds) =>
  fc.oneof(
    { weight: 5, arbitrary: nearlyValid(schema, ids).map((value) => ({ payload: toJson(value), type: 'application/json' })) },
    { weight: 3, arbitrary: hostileObject(schema).map((value) => ({ payload: toJson(value), type: 'application/json' })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })) },
    { weight: 1, arbitrary: nested.map((value) => ({ payload: toJson(value), type: 'application/json' })) },
    { weight: 1, arbitrary: fc.string().map((text) => ({ payload: text, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.string().map((text) => ({ payload: text, type: 'text/plain' })) },
  );

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) params.append(key, typeof item === 'string' ? item : toJson(item));
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

  it(`answers every request with a client error or a correct answer, never a 5xx, and a refused request changes nothing (seed ${SEED})`, async () => {
    const failures: string[] = [];
    const ids: SeededIds = {
      users: [fx.admin, fx.manager, fx.employee, fx.colleague, fx.inactive, fx.noPassword],
      clients: [fx.acme, fx.globex, fx.initech],
      projects: [fx.apollo, fx.borealis, fx.cygnus],
    };
    for (const route of distinctRoutes(routes)) {
      const key = routeKey(route);
      if (SKIPPED.has(key) || route.url.startsWith('/api/docs') || (ONLY_ROUTE && key !== ONLY_ROUTE)) continue;
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const input = fc.record({
        id: fc.oneof(fc.constant(String(fx.colleague)), hostileText.map((text) => encodeURIComponent(wellFormed(text)) || '0')),
        query: fc.oneof(nearlyValid(route.schema?.querystring, ids), hostileObject(route.schema?.querystring)),
        body: hasBody ? hostileBody(route.schema?.body, ids) : fc.constant(undefined),
      });
      // What a refused request left saved is what the next one starts from: taken once, not again as its "before".
      let savedAfterRefusal: string | undefined;
      // One failing route is reported with its counterexample; the others still run.
      const run = await fc.check(
        fc.asyncProperty(input, async ({ id, query, body }) => {
          const before = savedAfterRefusal ?? (await saved());
          savedAfterRefusal = undefined;
          const qs = queryString(query);
          const response = await t.request({
            method: route.method as 'GET',
            url: `${pathWith(route, id)}${qs ? `?${qs}` : ''}`,
            token: adminToken,
            ...(body ? { headers: { 'content-type': body.type }, body: body.payload } : {}),
          });
          const context = `${key} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          assert.ok(response.statusCode < 500, context);
          if (response.statusCode >= 400) {
            const after = await saved();
            assert.equal(after, before, `refused but changed data: ${context}`);
            savedAfterRefusal = after;
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, ...(REPLAY_PATH ? { path: REPLAY_PATH, endOnFailure: true } : {}) },
      );
      if (run.failed) failures.push(failureReport(key, run));
    }
    assert.equal(failures.length, 0, `${failures.length} route(s) failed:\n\n${failures.join('\n\n')}`);
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
    // Ajv coerces body text to numbers too: "Infinity" became [Infinity] and a 500 (found by the fuzz test, seed 1).
    const before = await saved();
    for (const ids of ['Infinity', ['1e400'], [fx.colleague, '-Infinity']]) {
      const response = await t.request({ method: 'PATCH', url: '/api/v1/timesheets/status', token: adminToken, body: { ids, status: 'APPROVED' } });
      assert.equal(response.statusCode, 400, `${JSON.stringify(ids)}: ${response.body}`);
      assert.deepEqual(response.json<{ details: { field: string }[] }>().details, [{ field: 'ids', message: 'body/ids must be a finite number' }]);
    }
    assert.equal(await saved(), before);
  });
});
