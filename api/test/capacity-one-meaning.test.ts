import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Allocation, CapacityPreviewItem, UtilisationReport } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// One full working week with no holiday in it.
const WEEK = { startDate: '2025-05-05', endDate: '2025-05-09' };

describe("capacity: one meaning everywhere, the person's own contracted week", () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    // Carla works 20 hours a week (4 a day); Dmitri the standard 40 (8 a day).
    await t.app.db.execute(sql`update users set weekly_hours = 20 where id = ${fx.employee}`);
  });
  after(() => t.close());

  const preview = async (userId: number, allocationHours: number) => {
    const answer = await t.request({ method: 'POST', url: '/api/v1/allocations/capacity-preview', token: tokens.manager, body: { users: [{ userId, allocationHours }], ...WEEK } });
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<CapacityPreviewItem[]>()[0]!;
  };

  it('asks about a part-timer at 6 hours a day: 150 % of their 4-hour day, not 75 % of a standard one', async () => {
    assert.deepEqual(await preview(fx.employee, 6), { userId: fx.employee, hoursPerDay: 6, capacityPercentage: 150 });
    assert.deepEqual(await preview(fx.colleague, 6), { userId: fx.colleague, hoursPerDay: 6, capacityPercentage: 75 });
  });

  it('shows the same percentage in the allocations list as in the preview, and Utilisation plans the same share', async () => {
    const created = await t.request({
      method: 'POST', url: '/api/v1/allocations/bulk', token: tokens.manager,
      body: { users: [{ userId: fx.employee, allocationHours: 6 }, { userId: fx.colleague, allocationHours: 6 }], projectId: fx.apollo, ...WEEK },
    });
    assert.equal(created.statusCode, 201, created.body);
    const percentages = Object.fromEntries(created.json<Allocation[]>().map((row) => [row.userId, row.capacityPercentage]));
    assert.deepEqual(percentages, { [fx.employee]: 150, [fx.colleague]: 75 }, 'the answer to the save');

    const list = await t.request({ url: `/api/v1/allocations?limit=100&startDate=${WEEK.startDate}&endDate=${WEEK.endDate}`, token: tokens.manager });
    const listed = Object.fromEntries(list.json<{ data: Allocation[] }>().data.map((row) => [row.userId, row.capacityPercentage]));
    assert.deepEqual(listed, { [fx.employee]: 150, [fx.colleague]: 75 }, 'the list');

    const report = await t.request({ url: `/api/v1/reports/utilisation?groupBy=person&period=week&from=${WEEK.startDate}&to=${WEEK.endDate}`, token: tokens.admin });
    assert.equal(report.statusCode, 200, report.body);
    const planned = Object.fromEntries(report.json<UtilisationReport>().data.map((row) => [row.id, row.total.planPercent]));
    assert.equal(planned[fx.employee], 150, 'Utilisation: 30 planned hours of a 20-hour week');
    assert.equal(planned[fx.colleague], 75, 'Utilisation: 30 planned hours of a 40-hour week');
  });
});
