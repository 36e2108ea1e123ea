import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ALLOCATION_ORDER_BY, CLIENT_ORDER_BY, PROJECT_ORDER_BY, TIMESHEET_ORDER_BY, USER_ORDER_BY } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createRepositories } from '../src/wiring/repositories.js';
import { walkingListMemory } from '../src/platform/lists/list-memory.js';

type Page = { data: { id: number }[]; total: number };
type Resource = 'timesheets' | 'allocations' | 'users' | 'projects' | 'clients';

/**
 * Pages past the middle of a list are read from its other end, and filtered pages of few matches are collected and
 * sorted rather than walked in index order (src/platform/lists/list-helpers.ts, sparse-page.ts). Whatever the route
 * taken, paging through a list must give exactly the one-page list, for every sort column, both orders, with and
 * without filters, including ties (many rows share a value; the id decides).
 */
describe('list paging', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;

  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    const people = [fx.admin, fx.manager, fx.employee, fx.colleague];
    const projects = [fx.apollo, fx.borealis, fx.cygnus];
    const statuses = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
    // 23 entries: repeated people, projects, hours, days and statuses, so every sort column has ties.
    await t.app.repos.timesheets.insertMany(
      Array.from({ length: 23 }, (_, i) => ({
        userId: people[i % people.length]!, projectId: projects[i % projects.length]!,
        date: `2025-03-${String(3 + (i % 5)).padStart(2, '0')}`, hours: 1 + (i % 3), status: statuses[i % statuses.length]!,
        description: i % 4 === 0 ? 'Code review' : 'Feature work', rejectionReason: statuses[i % statuses.length] === 'REJECTED' ? 'Check it' : null,
      })),
    );
    await t.app.repos.allocations.insertMany(
      Array.from({ length: 11 }, (_, i) => ({
        userId: people[i % people.length]!, projectId: projects[i % projects.length]!, allocationHours: 1 + (i % 2),
        startDate: `2025-0${1 + (i % 3)}-01`, endDate: `2025-0${4 + (i % 2)}-30`,
      })),
    );
  });
  after(() => t.close());
  // Repositories without the server's memory of totals and sorted ids: unfiltered lists are walked in the database.
  const walkingRepos = () => createRepositories(t.app.db, { workdayHours: 8, today: t.app.clock.today });
  // And with filters too: every page walked in sort order, the plan a list of a million rows takes.
  const filterWalkingRepos = () => createRepositories(t.app.db, { workdayHours: 8, today: t.app.clock.today, memory: walkingListMemory });

  const fetchPage = async (path: string, query: string): Promise<Page> => {
    const response = await t.request({ url: `${path}?${query}`, token: tokens.admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Page>();
  };

  async function assertPagesMatchWholeList(path: string, query: string) {
    const whole = await fetchPage(path, `${query}&limit=100&offset=0`);
    const wholeIds = whole.data.map((row) => row.id);
    assert.equal(whole.total, wholeIds.length);
    for (const size of [2, 3]) {
      const pages = Math.ceil(whole.total / size);
      const ids: number[] = [];
      for (let index = 0; index < pages; index += 1) {
        const page = await fetchPage(path, `${query}&limit=${size}&offset=${index}`);
        assert.equal(page.total, whole.total);
        ids.push(...page.data.map((row) => row.id));
      }
      assert.deepEqual(ids, wholeIds, `${path}?${query} in pages of ${size}`);
      const pastTheEnd = await fetchPage(path, `${query}&limit=${size}&offset=${pages}`);
      assert.deepEqual(pastTheEnd.data, []);
    }
  }

  /**
   * The API pages a list of few rows (filtered or not) from its ids sorted once and remembered; this process's
   * repositories without that memory walk the sort order in the database instead. Two ways to the same order:
   * the whole list through the API, and the filtered list restricted from it, must follow the walked order.
   */
  async function assertOrderFollowsWalk(path: string, resource: Resource, orderBy: string, order: 'asc' | 'desc', filter: string) {
    const walked = (await walkingRepos()[resource].list({ limit: 100, offset: 0, orderBy, order } as never)).data.map((row: { id: number }) => row.id);
    assert.ok(walked.length < 100, 'the whole list fits in one page');
    const sort = `orderBy=${orderBy}&order=${order}`;
    assert.deepEqual((await fetchPage(path, `${sort}&limit=100&offset=0`)).data.map((row) => row.id), walked, `${path}?${sort} as walked`);
    if (!filter) return;
    const filtered = (await fetchPage(path, `${sort}&${filter}&limit=100&offset=0`)).data.map((row) => row.id);
    const matching = new Set(filtered);
    assert.deepEqual(filtered, walked.filter((id) => matching.has(id)), `${path}?${sort}&${filter} in the walked order`);
    const query = { ...Object.fromEntries(new URLSearchParams(filter)), orderBy, order };
    for (const [offset, limit] of [[0, 100], [1, 2]] as const) {
      const walkedFiltered = (await filterWalkingRepos()[resource].list({ ...query, limit, offset } as never)).data.map((row: { id: number }) => row.id);
      const page = (await fetchPage(path, `${sort}&${filter}&limit=${limit}&offset=${offset}`)).data.map((row) => row.id);
      assert.deepEqual(walkedFiltered, page, `${path}?${sort}&${filter}, page ${offset} of ${limit}, walked in sort order`);
    }
  }

  const LISTS = [
    { path: '/api/v1/timesheets', resource: 'timesheets' as const, orderBy: TIMESHEET_ORDER_BY, filters: ['', 'searchInput=review', 'searchInput=carla', 'startDate=2025-03-04&endDate=2025-03-06'] },
    { path: '/api/v1/allocations', resource: 'allocations' as const, orderBy: ALLOCATION_ORDER_BY, filters: ['', 'searchInput=apollo', 'startDate=2025-04-15&endDate=2025-05-15'] },
    { path: '/api/v1/users', resource: 'users' as const, orderBy: USER_ORDER_BY, filters: ['', 'searchInput=test.example', 'role=EMPLOYEE'] },
    { path: '/api/v1/projects', resource: 'projects' as const, orderBy: PROJECT_ORDER_BY, filters: ['', 'searchInput=o'] },
    { path: '/api/v1/clients', resource: 'clients' as const, orderBy: CLIENT_ORDER_BY, filters: ['', 'searchInput=e'] },
  ];

  for (const { path, resource, orderBy, filters } of LISTS) {
    it(`pages ${path} like the whole list, for every sort and filter`, async () => {
      for (const column of orderBy) {
        for (const order of ['asc', 'desc']) {
          for (const filter of filters) {
            await assertPagesMatchWholeList(path, `orderBy=${column}&order=${order}&${filter}`);
            await assertOrderFollowsWalk(path, resource, column, order as 'asc' | 'desc', filter);
          }
        }
      }
    });
  }

  it('finds timesheets by a person\'s full name, a project and a description, like the export', async () => {
    const search = async (term: string) => (await fetchPage('/api/v1/timesheets', `searchInput=${encodeURIComponent(term)}&limit=100`)).total;
    assert.equal(await search('carla xu'), 6);
    assert.equal(await search('BOREALIS'), 8);
    assert.equal(await search('code rev'), 6);
    assert.equal(await search('test.example'), 0, 'an e-mail is not a name');
    assert.equal(await search('100%'), 0, 'LIKE wildcards are taken literally');
  });
});
