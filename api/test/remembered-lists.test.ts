import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { readSharedByCallersAsking, type TableVersions } from '../src/platform/db/table-versions.js';
import { REMEMBERED } from '../src/wiring/reads.js';
import { createMemo, stampOf } from '../src/platform/lists/remembered.js';
import { seedFixtures, signInAll, type Tokens } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** A promise the test settles by hand, to order a computation against writes. */
function deferred<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

const at = (versions: Record<string, number>): TableVersions => new Map(Object.entries(versions));

describe('memo stamped with table versions', () => {
  it('stamps with the versions of the given tables only, a table never written counting 0', () => {
    const versions = at({ clients: 3, states: 2, timesheets: 40 });
    assert.equal(stampOf(versions, ['clients', 'states', 'countries']), 5);
    assert.equal(stampOf(versions, ['timesheets']), 40);
  });

  it('computes once, serves while the stamp is unchanged, and computes again once it has grown', async () => {
    const memo = createMemo<number>(10);
    let computed = 0;
    const compute = async () => ++computed;
    assert.equal(await memo.get(1, 'clients:[]', compute), 1);
    assert.equal(await memo.get(1, 'clients:[]', compute), 1);
    assert.equal(await memo.get(2, 'clients:[]', compute), 2, 'a table it reads from was written');
    assert.equal(await memo.get(2, 'timesheets:[]', compute), 3, 'each key has its own value');
  });

  it('shares one computation between callers at the same stamp', async () => {
    const memo = createMemo<number>(10);
    const pending = deferred<number>();
    let calls = 0;
    const compute = () => ((calls += 1), pending.promise);
    const answers = Promise.all([1, 2, 3].map(() => memo.get(4, 'clients:[]', compute)));
    pending.settle(7);
    assert.deepEqual(await answers, [7, 7, 7]);
    assert.equal(calls, 1);
  });

  it('never gives a caller who saw a write a value computed before it, nor lets that value overwrite a newer one', async () => {
    const memo = createMemo<number>(10);
    const before = deferred<number>();
    const first = memo.get(1, 'clients:[]', () => before.promise);
    // A write committed: the next caller read stamp 2 and must not join the computation started at 1.
    const afterWrite = memo.get(2, 'clients:[]', async () => 6);
    assert.equal(await afterWrite, 6);
    before.settle(5);
    assert.equal(await first, 5, 'the caller who asked before the write still gets its answer');
    assert.equal(await memo.get(2, 'clients:[]', async () => 99), 6, 'the older answer did not replace the newer');
    assert.equal(await memo.get(1, 'clients:[]', async () => 99), 6, 'a caller with an older stamp may have the newer value');
  });

  it('remembers at most `max` values', async () => {
    const memo = createMemo<number>(2);
    let computed = 0;
    const compute = async () => ++computed;
    for (const key of ['clients:a', 'clients:b', 'clients:c', 'clients:a']) await memo.get(0, key, compute);
    assert.equal(computed, 4, 'the third value started the memory over');
  });
});

describe('versions read for callers asking at once', () => {
  it('gathers the callers asking at once into one read, and gives those arriving during a read the next one', async () => {
    const reads: ReturnType<typeof deferred<number>>[] = [];
    const read = readSharedByCallersAsking(() => {
      const next = deferred<number>();
      reads.push(next);
      return next.promise;
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = [read(), read()];
    await turn();
    assert.equal(reads.length, 1, 'callers asking in one turn share a read');
    const later = [read(), read()];
    await turn();
    assert.equal(reads.length, 1, 'callers arriving during a read wait for it to end');
    reads[0]?.settle(1);
    assert.deepEqual(await Promise.all(first), [1, 1]);
    await turn();
    assert.equal(reads.length, 2, 'then one read starts for them');
    reads[1]?.settle(2);
    assert.deepEqual(await Promise.all(later), [2, 2], 'the later callers never get the read that was running when they asked');
    await turn();
    const last = read();
    await turn();
    assert.equal(reads.length, 3);
    reads[2]?.settle(3);
    assert.equal(await last, 3);
  });

  it('passes a failed read to its callers and starts afresh for the next', async () => {
    let attempt = 0;
    const read = readSharedByCallersAsking(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('database gone');
      return attempt;
    });
    await assert.rejects(read(), /database gone/);
    assert.equal(await read(), 2);
  });
});

describe('remembered lists in the running API', () => {
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

  it('has every table of what is remembered raise its version on every kind of write', async () => {
    const result = await t.app.db.execute(sql`
      select c.relname as "table", t.tgtype as "type" from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'raise_table_version' and t.tgenabled <> 'D'`);
    const triggers = (result as unknown as { rows: { table: string; type: number }[] }).rows;
    // pg_trigger.tgtype bits: 1 for each row (else each statement), 4 insert, 8 delete, 16 update, 32 truncate.
    const EVERY_WRITE = 4 | 8 | 16 | 32;
    const raising = new Set(triggers.filter(({ type }) => (type & 1) === 0 && (type & EVERY_WRITE) === EVERY_WRITE).map(({ table }) => table));
    for (const remembered of REMEMBERED) {
      assert.ok(remembered.tables.length > 0, `${remembered.name} names its tables`);
      for (const table of remembered.tables) assert.ok(raising.has(table), `${remembered.name} is read from ${table}, whose writes must raise its version`);
    }
  });

  it('counts a client written by another process (straight in the database) in the very next total', async () => {
    const before = await clientTotal();
    await t.app.db.execute(sql`insert into clients (name) values ('Written elsewhere Ltd')`);
    assert.equal(await clientTotal(), before + 1);
  });

  it('shows a person changed elsewhere (any column) in the very next page of people', async () => {
    const jobTitleOnPage = async () => {
      const response = await t.request({ url: '/api/v1/users?limit=50', token: tokens.admin });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ data: { id: number; jobTitle: string | null }[] }>().data.find((person) => person.id === fx.employee)?.jobTitle;
    };
    assert.notEqual(await jobTitleOnPage(), 'Chief Tester');
    await t.app.db.execute(sql`update users set job_title = 'Chief Tester' where id = ${fx.employee}`);
    assert.equal(await jobTitleOnPage(), 'Chief Tester');
  });

  it('finds a project named after the search was last run', async () => {
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

  it('remembers a total until a table the list shows is written, and no longer', async () => {
    const before = await clientTotal();
    // Without its trigger the insert raises no version, so a silent insert shows whether totals are remembered.
    await t.app.db.execute(sql`alter table clients disable trigger clients_version`);
    try {
      await t.app.db.execute(sql`insert into clients (name) values ('Unversioned Ltd')`);
    } finally {
      await t.app.db.execute(sql`alter table clients enable trigger clients_version`);
    }
    assert.equal(await clientTotal(), before, 'the remembered total is served');
    await t.app.db.execute(sql`update timesheets set hours = hours`);
    assert.equal(await clientTotal(), before, 'a write to a table the list does not show keeps it');
    await t.app.db.execute(sql`update states set name = name where id = ${fx.places.texas.stateId}`);
    assert.equal(await clientTotal(), before + 1, 'a write to a table the list shows (states) makes it count again');
  });

  it('shows a project renamed through this process in the next timesheet search', async () => {
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
    assert.equal(await search('Quasar'), 0);
    const renamed = await t.request({ method: 'PUT', url: `/api/v1/projects/${id}`, token: tokens.admin, body: { name: 'Quasar', clientId: fx.acme, startDate: '2025-01-01', endDate: '2025-12-31' } });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(await search('Quasar'), 1);
  });
});
