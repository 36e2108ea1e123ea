import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AllocationList } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

describe('allocations', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let ids: number[];
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    // Carla: 4 h (two weeks) overlapping 6 h (the next two weeks) => 10 h on 10-14 March; plus a weekend-only slot.
    ids = await t.app.repos.allocations.insertMany([
      { userId: fx.employee, projectId: fx.apollo, allocationHours: 4, startDate: '2025-03-03', endDate: '2025-03-14' },
      { userId: fx.employee, projectId: fx.borealis, allocationHours: 6, startDate: '2025-03-10', endDate: '2025-03-21' },
      { userId: fx.employee, projectId: fx.cygnus, allocationHours: 2, startDate: '2025-03-15', endDate: '2025-03-16' },
      { userId: fx.colleague, projectId: fx.apollo, allocationHours: 3, startDate: '2025-04-01', endDate: '2025-04-30' },
      { userId: fx.manager, projectId: fx.cygnus, allocationHours: 7.5, startDate: '2025-02-03', endDate: '2025-02-07' },
    ]);
  });
  after(() => t.close());

  const list = async (query = '', token = tokens.admin) => {
    const response = await t.request({ url: `/api/v1/allocations?${query}`, token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AllocationList>();
  };
  const rowIds = (body: AllocationList) => body.data.map((row) => ids.indexOf(row.id) + 1);

  it('computes the peak daily hours over overlapping allocations and the capacity percentage', async () => {
    const body = await list('limit=100');
    const byId = new Map(body.data.map((row) => [row.id, [row.hoursPerDay, row.capacityPercentage]]));
    assert.deepEqual(byId.get(ids[0]!), [10, 125]);
    assert.deepEqual(byId.get(ids[1]!), [10, 125]);
    assert.deepEqual(byId.get(ids[2]!), [0, 0], 'a weekend-only range has no working day');
    assert.deepEqual(byId.get(ids[3]!), [3, 37.5]);
    assert.deepEqual(byId.get(ids[4]!), [7.5, 93.8]);
  });

  it('returns the documented row shape with numbers and dates', async () => {
    const row = (await list()).data.find((r) => r.id === ids[4]);
    assert.deepEqual(row, {
      id: ids[4], userId: fx.manager, userName: 'Bruno Young', firstName: 'Bruno', lastName: 'Young',
      projectId: fx.cygnus, projectName: 'Cygnus', allocationHours: 7.5, startDate: '2025-02-03', endDate: '2025-02-07',
      hoursPerDay: 7.5, capacityPercentage: 93.8, plannedToDate: 37.5, loggedToDate: 0,
    });
  });

  it('orders by first name ascending by default and pages by page index', async () => {
    assert.deepEqual(rowIds(await list()), [5, 1, 2, 3, 4]);
    assert.deepEqual(rowIds(await list('limit=2&offset=1')), [2, 3]);
    assert.deepEqual(rowIds(await list('orderBy=allocationHours&order=desc')), [5, 2, 1, 4, 3]);
    assert.deepEqual(rowIds(await list('orderBy=projectName')), [1, 4, 2, 3, 5]);
    assert.deepEqual(rowIds(await list('orderBy=endDate&order=desc')), [4, 2, 3, 1, 5]);
    assert.equal((await t.request({ url: '/api/v1/allocations?orderBy=hoursPerDay', token: tokens.admin })).statusCode, 400);
  });

  it('filters to allocations overlapping a date range, and searches people and projects', async () => {
    assert.deepEqual(rowIds(await list('startDate=2025-03-15&endDate=2025-03-31')), [2, 3]);
    assert.deepEqual(rowIds(await list('startDate=2025-04-01')), [4]);
    assert.deepEqual(rowIds(await list('endDate=2025-02-28')), [5]);
    assert.deepEqual(rowIds(await list('searchInput=APOLLO')), [1, 4]);
    assert.deepEqual(rowIds(await list('searchInput=carla%20xu')), [1, 2, 3]);
    assert.equal((await t.request({ url: '/api/v1/allocations?startDate=03/15/2025', token: tokens.admin })).statusCode, 400);
  });

  it('is for ADMIN and MANAGER only', async () => {
    assert.equal((await list('', tokens.manager)).total, 5);
    assert.equal((await t.request({ url: '/api/v1/allocations', token: tokens.employee })).statusCode, 403);
  });

  it('lets the database refuse hours that are not a positive multiple of 0.25', async () => {
    for (const allocationHours of [0, 0.2, 1.1]) {
      await assert.rejects(
        t.app.repos.allocations.insertMany([{ userId: fx.employee, projectId: fx.apollo, allocationHours, startDate: '2025-01-01', endDate: '2025-01-02' }]),
      );
    }
    await assert.rejects(
      t.app.repos.allocations.insertMany([{ userId: fx.employee, projectId: fx.apollo, allocationHours: 1, startDate: '2025-01-02', endDate: '2025-01-01' }]),
    );
  });
});
