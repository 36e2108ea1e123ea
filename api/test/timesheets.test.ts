import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TimesheetList } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

describe('timesheets', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    await t.app.repos.timesheets.insertMany([
      { userId: fx.employee, projectId: fx.apollo, date: '2025-03-03', hours: 8, status: 'APPROVED', description: 'Built the login page' },
      { userId: fx.employee, projectId: fx.borealis, date: '2025-03-04', hours: 4.5, description: 'Planning workshop' },
      { userId: fx.colleague, projectId: fx.apollo, date: '2025-03-03', hours: 6, status: 'REJECTED', description: 'Fixed flaky tests', rejectionReason: 'Wrong project' },
      { userId: fx.manager, projectId: fx.cygnus, date: '2025-02-10', hours: 0.5, description: 'Standup' },
      { userId: fx.admin, projectId: fx.apollo, date: '2025-03-05', hours: 9, status: 'APPROVED', description: 'Budget review' },
    ]);
  });
  after(() => t.close());

  const list = async (path: string, token = tokens.admin) => {
    const response = await t.request({ url: `/api/v1/timesheets${path}`, token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<TimesheetList>();
  };
  const descriptions = (body: TimesheetList) => body.data.map((row) => row.description);

  it('gives an ADMIN every row, by first name ascending, in the documented shape', async () => {
    const body = await list('');
    assert.equal(body.total, 5);
    assert.deepEqual(descriptions(body), ['Budget review', 'Standup', 'Built the login page', 'Planning workshop', 'Fixed flaky tests']);
    assert.deepEqual(body.data.at(-1), {
      id: body.data.at(-1)?.id, userId: fx.colleague, userName: 'Dmitri Wolfe', firstName: 'Dmitri', lastName: 'Wolfe',
      projectId: fx.apollo, projectName: 'Apollo', date: '2025-03-03', hours: 6, status: 'REJECTED',
      description: 'Fixed flaky tests', rejectionReason: 'Wrong project',
    });
    assert.deepEqual(descriptions(await list(`?userId=${fx.employee}`)), ['Built the login page', 'Planning workshop']);
  });

  it('scopes everyone else to their own rows, whatever userId they send', async () => {
    const own = await list(`?userId=${fx.colleague}`, tokens.employee);
    assert.equal(own.total, 2);
    assert.ok(own.data.every((row) => row.userId === fx.employee));
    assert.deepEqual(descriptions(await list('', tokens.manager)), ['Standup']);
  });

  it('refuses a userId past the id range as a bad request naming the field', async () => {
    const tooBig = await t.request({ url: '/api/v1/timesheets?userId=9007199254740992', token: tokens.admin });
    assert.equal(tooBig.statusCode, 400);
    assert.equal(tooBig.json<{ details: { field: string }[] }>().details[0]?.field, 'userId');
  });

  it('serves /my with the caller\'s rows, by project name ascending', async () => {
    assert.deepEqual(descriptions(await list('/my', tokens.employee)), ['Built the login page', 'Planning workshop']);
    assert.deepEqual(descriptions(await list(`/my?userId=${fx.colleague}`, tokens.employee)), ['Built the login page', 'Planning workshop']);
    assert.deepEqual(descriptions(await list('/my?order=desc', tokens.employee)), ['Planning workshop', 'Built the login page']);
    assert.deepEqual(descriptions(await list('/my')), ['Budget review']);
  });

  it('pages by page index and sorts by every column', async () => {
    assert.deepEqual(descriptions(await list('?limit=2&offset=2')), ['Fixed flaky tests']);
    assert.deepEqual(descriptions(await list('?orderBy=hours&order=desc')), ['Budget review', 'Built the login page', 'Fixed flaky tests', 'Planning workshop', 'Standup']);
    assert.deepEqual(descriptions(await list('?orderBy=date')), ['Standup', 'Built the login page', 'Fixed flaky tests', 'Planning workshop', 'Budget review']);
    assert.deepEqual(descriptions(await list('?orderBy=status')), ['Built the login page', 'Budget review', 'Fixed flaky tests', 'Planning workshop', 'Standup']);
    assert.deepEqual(descriptions(await list('?orderBy=lastName')), ['Fixed flaky tests', 'Built the login page', 'Planning workshop', 'Standup', 'Budget review']);
    assert.deepEqual(descriptions(await list('?orderBy=projectName&order=desc&limit=1')), ['Standup']);
    const bad = await t.request({ url: '/api/v1/timesheets?orderBy=description', token: tokens.admin });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json<{ details: { field: string }[] }>().details[0]?.field, 'orderBy');
  });

  it('filters by date range and searches names, projects and descriptions', async () => {
    assert.deepEqual(descriptions(await list('?startDate=2025-03-04')), ['Budget review', 'Planning workshop']);
    assert.deepEqual(descriptions(await list('?endDate=2025-03-03')), ['Standup', 'Built the login page', 'Fixed flaky tests']);
    assert.deepEqual(descriptions(await list('?startDate=2025-03-03&endDate=2025-03-03&orderBy=hours')), ['Fixed flaky tests', 'Built the login page']);
    assert.deepEqual(descriptions(await list('?searchInput=FLAKY')), ['Fixed flaky tests']);
    assert.deepEqual(descriptions(await list('?searchInput=cygnus')), ['Standup']);
    assert.deepEqual(descriptions(await list('?searchInput=carla')), ['Built the login page', 'Planning workshop']);
    // Every row matches "a" by its person, its project and (most) its description: each counted once.
    const broad = await list('?searchInput=a');
    assert.deepEqual([broad.total, broad.data.length], [5, 5]);
    const broadSince = await list('?searchInput=a&startDate=2025-03-04');
    assert.deepEqual([broadSince.total, descriptions(broadSince)], [2, ['Budget review', 'Planning workshop']]);
    assert.equal((await t.request({ url: '/api/v1/timesheets?startDate=2025-13-01', token: tokens.admin })).statusCode, 400);
  });

  it('lets the database refuse out-of-range hours and blank descriptions', async () => {
    const row = { userId: fx.employee, projectId: fx.apollo, date: '2025-03-10', hours: 2, description: 'ok' };
    await assert.rejects(t.app.repos.timesheets.insertMany([{ ...row, hours: 9.5 }]));
    await assert.rejects(t.app.repos.timesheets.insertMany([{ ...row, hours: 0.25 }]));
    await assert.rejects(t.app.repos.timesheets.insertMany([{ ...row, description: '   ' }]));
    await assert.rejects(t.app.repos.timesheets.insertMany([{ ...row, status: 'PENDING' as never }]));
  });
});
