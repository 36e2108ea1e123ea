import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createListTotals } from '../src/repositories/list-totals.js';
import { eventually } from './helpers/eventually.js';
import { seedFixtures, signInAll, type Tokens } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** A count the test finishes by hand, to order it against writes. */
function deferredCount() {
  let calls = 0;
  let finish: (total: number) => void = () => undefined;
  const count = () => {
    calls += 1;
    return new Promise<number>((resolve) => (finish = resolve));
  };
  return { count, finish: (total: number) => finish(total), calls: () => calls };
}

describe('list totals cache', () => {
  it('counts once, remembers, and forgets on any change', async () => {
    const totals = createListTotals();
    totals.setLive(true);
    let counted = 0;
    const count = async () => ++counted;
    assert.equal(await totals.get('users:[]', count), 1);
    assert.equal(await totals.get('users:[]', count), 1);
    assert.equal(await totals.get('clients:[]', count), 2, 'each list and filter has its own total');
    totals.invalidate();
    assert.equal(await totals.get('users:[]', count), 3);
  });

  it('remembers sorted id lists the same way, and forgets them with the totals', async () => {
    const totals = createListTotals();
    totals.setLive(true);
    let collected = 0;
    const collect = async () => Int32Array.of(++collected, 42);
    assert.deepEqual(await totals.sortedIds('timesheets:[["search","ann"]]:date', collect), Int32Array.of(1, 42));
    assert.deepEqual(await totals.sortedIds('timesheets:[["search","ann"]]:date', collect), Int32Array.of(1, 42));
    assert.equal(await totals.get('timesheets:[["search","ann"]]', async () => 2), 2, 'a total of the same list is kept apart');
    totals.invalidate();
    assert.deepEqual(await totals.sortedIds('timesheets:[["search","ann"]]:date', collect), Int32Array.of(2, 42));
  });

  it('forgets only the lists that show a written table', async () => {
    const totals = createListTotals();
    totals.setLive(true);
    let counted = 0;
    const count = async () => ++counted;
    const keys = ['users:[]', 'clients:[]', 'timesheets:[]', 'named-people:%ann%', 'audit:[]'];
    const remembered = async () => Promise.all(keys.map((key) => totals.get(key, count)));
    const first = await remembered();
    totals.invalidate(['timesheets']);
    const afterTimesheet = await remembered();
    assert.deepEqual(afterTimesheet.map((total, i) => total === first[i]), [true, true, false, true, false], 'a list of no known table is always forgotten');
    totals.invalidate(['users']);
    const afterUser = await remembered();
    assert.deepEqual(afterUser.map((total, i) => total === afterTimesheet[i]), [false, true, false, false, false], 'timesheets show people\'s names');
  });

  it('shares one count between concurrent requests', async () => {
    const totals = createListTotals();
    totals.setLive(true);
    const pending = deferredCount();
    const answers = Promise.all([totals.get('k', pending.count), totals.get('k', pending.count), totals.get('k', pending.count)]);
    pending.finish(7);
    assert.deepEqual(await answers, [7, 7, 7]);
    assert.equal(pending.calls(), 1);
  });

  it('does not remember a count that a write overtook', async () => {
    const totals = createListTotals();
    totals.setLive(true);
    const pending = deferredCount();
    const first = totals.get('k', pending.count);
    totals.invalidate();
    pending.finish(5);
    assert.equal(await first, 5, 'the request that asked still gets its answer');
    assert.equal(await totals.get('k', async () => 6), 6, 'but the next one counts again');
  });

  it('remembers nothing while changes from elsewhere cannot be heard', async () => {
    const totals = createListTotals();
    let counted = 0;
    const count = async () => ++counted;
    assert.equal(await totals.get('k', count), 1);
    assert.equal(await totals.get('k', count), 2);
    totals.setLive(true);
    assert.equal(await totals.get('k', count), 3);
    totals.setLive(false);
    assert.equal(await totals.get('k', count), 4);
  });
});

describe('list totals in the running API', () => {
  let t: TestApp;
  let tokens: Tokens;
  let fx: Awaited<ReturnType<typeof seedFixtures>>;
  before(async () => {
    t = await createTestApp();
    fx = await seedFixtures(t);
    tokens = await signInAll(t);
  });
  after(() => t.close());

  const clientTotal = async () => {
    const response = await t.request({ url: '/api/v1/clients?limit=1', token: tokens.admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ total: number }>().total;
  };

  it('shows a write made by another process (straight in the database) in the next totals', async () => {
    const before = await clientTotal();
    await t.app.db.execute(sql`insert into clients (name) values ('Written elsewhere Ltd')`);
    await eventually(async () => (await clientTotal()) === before + 1, 'the total counts the new client');
  });

  it('shows a person changed elsewhere (any column) in the next page of people', async () => {
    const jobTitleOnPage = async () => {
      const response = await t.request({ url: '/api/v1/users?limit=50', token: tokens.admin });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ data: { id: number; jobTitle: string | null }[] }>().data.find((person) => person.id === fx.employee)?.jobTitle;
    };
    assert.notEqual(await jobTitleOnPage(), 'Chief Tester');
    await t.app.db.execute(sql`update users set job_title = 'Chief Tester' where id = ${fx.employee}`);
    await eventually(async () => (await jobTitleOnPage()) === 'Chief Tester', 'the page shows the new job title');
  });

  it('finds a project named after the search was last run: the names a search found are forgotten on writes', async () => {
    const search = async () => {
      const response = await t.request({ url: '/api/v1/timesheets?searchInput=Nebula', token: tokens.admin });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ total: number; data: { projectName: string }[] }>();
    };
    assert.equal((await search()).total, 0);
    const project = await t.request({ method: 'POST', url: '/api/v1/projects', token: tokens.admin, body: { name: 'Nebula', clientId: fx.acme, startDate: '2025-01-01', endDate: '2025-12-31' } });
    assert.equal(project.statusCode, 201, project.body);
    const entry = { userId: fx.employee, projectId: project.json<{ id: number }>().id, date: '2025-06-02', hours: 2, description: 'Planning' };
    const logged = await t.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.employee, body: entry });
    assert.equal(logged.statusCode, 201, logged.body);
    const found = await search();
    assert.equal(found.total, 1);
    assert.equal(found.data[0]?.projectName, 'Nebula');
  });

  it('remembers a total until a change is announced, and forgets it on this process\'s own writes', async () => {
    const before = await clientTotal();
    // Without its trigger the database announces nothing, so a silent insert shows whether totals are remembered.
    await t.app.db.execute(sql`alter table clients disable trigger clients_list_change`);
    try {
      await t.app.db.execute(sql`insert into clients (name) values ('Unannounced Ltd')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(await clientTotal(), before, 'the remembered total is served');
      const created = await t.request({ method: 'POST', url: '/api/v1/clients', token: tokens.admin, body: { name: 'Through the API Ltd' } });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(await clientTotal(), before + 2, 'a write answered by this process is counted at once');
    } finally {
      await t.app.db.execute(sql`alter table clients enable trigger clients_list_change`);
    }
  });

  it('shows a project renamed through this process in the next timesheet search, at once', async () => {
    const search = async (term: string) => {
      const response = await t.request({ url: `/api/v1/timesheets?searchInput=${term}`, token: tokens.admin });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ total: number }>().total;
    };
    const project = await t.request({ method: 'POST', url: '/api/v1/projects', token: tokens.admin, body: { name: 'Pulsar', clientId: fx.acme, startDate: '2025-01-01', endDate: '2025-12-31' } });
    assert.equal(project.statusCode, 201, project.body);
    const { id } = project.json<{ id: number }>();
    const entry = { userId: fx.employee, projectId: id, date: '2025-06-03', hours: 2, description: 'Planning' };
    assert.equal((await t.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.employee, body: entry })).statusCode, 201);
    // Silence the database's announcement: only this process's own forgetting can show the new name.
    await t.app.db.execute(sql`alter table projects disable trigger projects_list_change`);
    try {
      assert.equal(await search('Quasar'), 0);
      const renamed = await t.request({ method: 'PUT', url: `/api/v1/projects/${id}`, token: tokens.admin, body: { name: 'Quasar', clientId: fx.acme, startDate: '2025-01-01', endDate: '2025-12-31' } });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.equal(await search('Quasar'), 1);
    } finally {
      await t.app.db.execute(sql`alter table projects enable trigger projects_list_change`);
    }
  });
});
