import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Allocation } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; message: string; details?: { field: string; message: string }[] };

describe('allocations: detail, bulk create, update, delete, capacity preview', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let carlaApollo: number;
  let elenaApollo: number;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    // Carla already has 4 h/day on Apollo over 3-14 March 2025; Elena (inactive) had an allocation before leaving.
    [carlaApollo, elenaApollo] = (await t.app.repos.allocations.insertMany([
      { userId: fx.employee, projectId: fx.apollo, allocationHours: 4, startDate: '2025-03-03', endDate: '2025-03-14' },
      { userId: fx.inactive, projectId: fx.apollo, allocationHours: 2, startDate: '2025-01-06', endDate: '2025-01-10' },
    ])) as [number, number];
  });
  after(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, token: string | null = tokens.manager) => {
    const response = await t.request({ method, url: `/api/v1/allocations${url}`, token, body });
    return { status: response.statusCode, json: response.json };
  };
  const bulk = (body: object, token?: string) => call('POST', '/bulk', body, token);
  const count = () => t.app.repos.allocations.count();
  const march = { startDate: '2025-03-10', endDate: '2025-03-21' };

  it('returns one allocation with its capacity, and 404 for an unknown id', async () => {
    const found = await call('GET', `/${carlaApollo}`);
    assert.equal(found.status, 200);
    assert.deepEqual(
      { ...found.json<Allocation>(), id: 0 },
      {
        id: 0, userId: fx.employee, userName: 'Carla Xu', firstName: 'Carla', lastName: 'Xu', projectId: fx.apollo, projectName: 'Apollo',
        allocationHours: 4, startDate: '2025-03-03', endDate: '2025-03-14', hoursPerDay: 4, capacityPercentage: 50,
        // Ten working days of 4 hours, all past; nothing logged on Apollo by Carla in this suite.
        plannedToDate: 40, loggedToDate: 0,
      },
    );
    const missing = await call('GET', '/999999');
    assert.equal(missing.status, 404);
    assert.equal(missing.json<ErrorBody>().message, 'Allocation not found.');
    assert.equal((await call('GET', '/abc')).status, 400);
  });

  it('creates every employee of a bulk request, with their combined daily load', async () => {
    const before = await count();
    const response = await bulk({ users: [{ userId: fx.employee, allocationHours: 6 }, { userId: fx.colleague, allocationHours: 2.5 }], projectId: fx.borealis, ...march });
    assert.equal(response.status, 201);
    const created = response.json<Allocation[]>();
    assert.deepEqual(
      created.map((a) => [a.userName, a.projectName, a.allocationHours, a.startDate, a.endDate, a.hoursPerDay, a.capacityPercentage]),
      [
        ['Carla Xu', 'Borealis', 6, '2025-03-10', '2025-03-21', 10, 125],
        ['Dmitri Wolfe', 'Borealis', 2.5, '2025-03-10', '2025-03-21', 2.5, 31.3],
      ],
    );
    assert.equal(await count(), before + 2);
    for (const a of created) assert.equal((await call('DELETE', `/${a.id}`)).status, 204);
  });

  it('writes nothing when one entry is bad, and names that entry', async () => {
    const before = await count();
    const cases: [object, string, string][] = [
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }, { userId: fx.inactive, allocationHours: 1 }], projectId: fx.apollo, ...march },
        'users.1.userId', 'Elena Vance is inactive and cannot receive new allocations.'],
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }, { userId: 424242, allocationHours: 1 }], projectId: fx.apollo, ...march },
        'users.1.userId', 'Employee 424242 does not exist.'],
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }, { userId: fx.colleague, allocationHours: 2 }], projectId: fx.apollo, ...march },
        'users.1.userId', `Employee ${fx.colleague} is listed more than once.`],
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: fx.cygnus, ...march },
        'projectId', 'Project Cygnus is completed and cannot receive new allocations.'],
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: 424242, ...march }, 'projectId', 'Project 424242 does not exist.'],
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: fx.apollo, startDate: '2025-03-10', endDate: '2025-03-09' },
        'endDate', 'End Date should not be less than Start Date.'],
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: fx.apollo, startDate: '2025-03-10', endDate: '2030-03-11' },
        'endDate', 'An allocation cannot span more than 5 years.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await bulk(body);
      assert.equal(response.status, 400, message);
      const error = response.json<ErrorBody>();
      assert.equal(error.message, message);
      assert.deepEqual(error.details?.[0], { field, message });
    }
    assert.equal(await count(), before);
  });

  it('refuses hours that are not a positive multiple of 0.25, an empty list, dates outside 1900–2999 and unknown fields', async () => {
    const bad: [object, string][] = [
      [{ users: [{ userId: fx.colleague, allocationHours: 0.2 }], projectId: fx.apollo, ...march }, 'users.0.allocationHours'],
      [{ users: [{ userId: fx.colleague, allocationHours: 1.1 }], projectId: fx.apollo, ...march }, 'users.0.allocationHours'],
      [{ users: [{ userId: fx.colleague, allocationHours: 0 }], projectId: fx.apollo, ...march }, 'users.0.allocationHours'],
      [{ users: [{ userId: fx.colleague }], projectId: fx.apollo, ...march }, 'users.0.allocationHours'],
      [{ users: [], projectId: fx.apollo, ...march }, 'users'],
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: fx.apollo, startDate: '03-10-2025', endDate: '2025-03-21' }, 'startDate'],
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: fx.apollo, ...march, hoursPerDay: 1 }, 'hoursPerDay'],
      // PostgreSQL has no year 0: this was a 500.
      [{ users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: fx.apollo, startDate: '0000-01-01', endDate: '2025-03-21' }, 'startDate'],
    ];
    for (const [body, field] of bad) {
      const response = await bulk(body);
      assert.equal(response.status, 400, field);
      assert.equal(response.json<ErrorBody>().details?.[0]?.field, field);
    }
  });

  it('updates one allocation and recomputes its capacity; an edit names one employee only', async () => {
    const updated = await call('PUT', `/${carlaApollo}`, { userId: fx.employee, projectId: fx.apollo, allocationHours: 8.75, startDate: '2025-03-03', endDate: '2025-03-07' });
    assert.equal(updated.status, 200);
    assert.deepEqual(
      (({ allocationHours, endDate, hoursPerDay, capacityPercentage }) => ({ allocationHours, endDate, hoursPerDay, capacityPercentage }))(updated.json<Allocation>()),
      { allocationHours: 8.75, endDate: '2025-03-07', hoursPerDay: 8.75, capacityPercentage: 109.4 },
    );
    const twoPeople = await call('PUT', `/${carlaApollo}`, { users: [{ userId: fx.employee, allocationHours: 1 }], projectId: fx.apollo, ...march });
    assert.equal(twoPeople.status, 400);
    assert.equal((await call('PUT', '/999999', { userId: fx.employee, projectId: fx.apollo, allocationHours: 1, ...march })).status, 404);
  });

  it('lets an existing allocation be corrected but not moved to an inactive person or a closed project', async () => {
    const base = { projectId: fx.apollo, allocationHours: 1, startDate: '2025-01-06', endDate: '2025-01-08' };
    assert.equal((await call('PUT', `/${elenaApollo}`, { ...base, userId: fx.inactive })).status, 200, 'shortening is fine');
    const toInactive = await call('PUT', `/${carlaApollo}`, { ...base, userId: fx.inactive });
    assert.equal(toInactive.status, 400);
    assert.deepEqual(toInactive.json<ErrorBody>().details, [{ field: 'userId', message: 'Elena Vance is inactive and cannot receive new allocations.' }]);
    const toClosed = await call('PUT', `/${carlaApollo}`, { ...base, userId: fx.employee, projectId: fx.cygnus });
    assert.equal(toClosed.json<ErrorBody>().details?.[0]?.field, 'projectId');
    const reversed = await call('PUT', `/${carlaApollo}`, { ...base, userId: fx.employee, endDate: '2025-01-05' });
    assert.equal(reversed.json<ErrorBody>().message, 'End Date should not be less than Start Date.');
    assert.equal((await call('GET', `/${carlaApollo}`)).json<Allocation>().endDate, '2025-03-07', 'refused edits changed nothing');
  });

  it('deletes an allocation, then answers 404 for it', async () => {
    const [id] = await t.app.repos.allocations.insertMany([{ userId: fx.colleague, projectId: fx.apollo, allocationHours: 1, ...march }]);
    assert.equal((await call('DELETE', `/${id}`)).status, 204);
    assert.equal((await call('GET', `/${id}`)).status, 404);
    assert.equal((await call('DELETE', `/${id}`)).status, 404);
  });

  it('previews the peak daily load an allocation would cause, over working days only', async () => {
    const [sixHours] = await t.app.repos.allocations.insertMany([{ userId: fx.colleague, projectId: fx.apollo, allocationHours: 6, ...march }]);
    const preview = async (body: object) => (await call('POST', '/capacity-preview', body)).json<{ userId: number; hoursPerDay: number; capacityPercentage: number }[]>();
    const people = [{ userId: fx.colleague, allocationHours: 3 }, { userId: fx.manager, allocationHours: 2 }];
    assert.deepEqual(await preview({ users: people, startDate: '2025-03-17', endDate: '2025-03-28' }), [
      { userId: fx.colleague, hoursPerDay: 9, capacityPercentage: 112.5 },
      { userId: fx.manager, hoursPerDay: 2, capacityPercentage: 25 },
    ]);
    assert.deepEqual(await preview({ users: people.slice(0, 1), startDate: '2025-03-22', endDate: '2025-03-23' }), [
      { userId: fx.colleague, hoursPerDay: 0, capacityPercentage: 0 },
    ], 'a weekend has no working day');
    assert.deepEqual(await preview({ users: people.slice(0, 1), ...march, excludeAllocationId: sixHours }), [
      { userId: fx.colleague, hoursPerDay: 3, capacityPercentage: 37.5 },
    ], 'the allocation being edited does not count twice');
    assert.equal(await count(), 3, 'a preview saves nothing');
  });

  it('is for ADMIN and MANAGER only, on every route', async () => {
    const body = { users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: fx.apollo, ...march };
    const edit = { userId: fx.employee, projectId: fx.apollo, allocationHours: 1, ...march };
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/${carlaApollo}`], ['POST', '/bulk', body], ['POST', '/capacity-preview', body], ['PUT', `/${carlaApollo}`, edit], ['DELETE', `/${carlaApollo}`],
    ];
    for (const [method, url, payload] of routes) {
      assert.equal((await call(method, url, payload, tokens.employee)).status, 403, `${method} ${url} as employee`);
      assert.equal((await call(method, url, payload, null)).status, 401, `${method} ${url} anonymous`);
    }
    const asAdmin = await bulk(body, tokens.admin);
    assert.equal(asAdmin.status, 201);
    assert.equal((await call('DELETE', `/${asAdmin.json<Allocation[]>()[0]!.id}`, undefined, tokens.admin)).status, 204);
    assert.equal((await call('GET', `/${carlaApollo}`)).status, 200, 'the refused delete left it in place');
  });
});
