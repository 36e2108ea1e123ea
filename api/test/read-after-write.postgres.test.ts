import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { buildApp, type App } from '../src/app.js';
import { seedFixtures, signInAll, type Fixtures, type Tokens } from './helpers/fixtures.js';
import {
  byKey, byStatusDescending, createMirror, createReadAfterWrite, rowsOf, write, quietly, type Mirror, type Row, type RowOrder, type Series, type View, type Writer,
} from './helpers/read-after-write.js';
import { createTestApp } from './helpers/test-app.js';

// Issue: a read that starts after a write has committed, on any instance, never returns a stale total, page or row.
// Each pair writes through the API on one instance and, as soon as the answer is in, reads the lists on another
// (or the same) instance; the test keeps its own copy of what it wrote (a mirror) to say what the reads must show.
// By default 1,000 pairs per list and write kind: `pnpm test:soak`, run before a release and after any change to the
// list or cache machinery (about 6.5 minutes on a quiet 2-core machine of the reference class, Fastify hello-world
// ~80,000 req/s; ~30 on the slowest seen). `pnpm test` runs it with READ_AFTER_WRITE_PAIRS=100: every list, write
// kind and pairing still runs, and before the table versions 100 pairs found hundreds of stale reads (allocation and
// timesheet creates: two in three pairs).
const PAIRS = Number(process.env.READ_AFTER_WRITE_PAIRS ?? 1000);
/** While working on one list: READ_AFTER_WRITE_LISTS=timesheets,my timesheets runs only those series. */
const ONLY = process.env.READ_AFTER_WRITE_LISTS?.split(',');

/** Names that sort before every earlier one (ascending, digits before letters), so the newest written row comes first. */
const nameKey = (n: number) => String(1_000_000 - n);
/** Dates a day earlier with every write: never in the future, and never two of one person's entries on one day. */
const dayKey = (from: string, n: number) => new Date(Date.parse(`${from}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
/** Text in one row only: fixed width, so no tag is part of another. */
const tagOf = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}q`;

const everyRow = () => true;

/** A list's first page and its searches, in one sort, showing the rows `includes` accepts. */
function listViews(list: string, path: string, token: string, mirror: Mirror, sort: string, includes: (row: Row) => boolean = everyRow, order: RowOrder = byKey) {
  const view = (what: string, query: string, only: (row: Row) => boolean, baseline?: number): View => ({
    list, what, url: `${path}?${sort}${query}`, token, mirror, includes: (row) => includes(row) && only(row), order, ...(baseline === undefined ? {} : { baseline }),
  });
  return {
    page: () => view('first page', '', everyRow),
    search: (tag: string) => view(`search ${tag}`, `&searchInput=${tag}`, (row) => row.tag === tag, 0),
    filtered: (what: string, query: string, only: (row: Row) => boolean) => view(what, query, only),
  };
}

type ListViews = ReturnType<typeof listViews>;
/** Series of writes to one table, run one after another: they share its totals. */
type Lane = { list: string; series: Series }[];

/** Creates missing rows with `create` until `enough` of the mirror's rows pass `counts`. */
async function ensure(mirror: Mirror, counts: (row: Row) => boolean, enough: number, create: () => Promise<void>) {
  for (let missing = enough - rowsOf(mirror, counts).length; missing > 0; missing -= 20) {
    await Promise.all(Array.from({ length: Math.min(missing, 20) }, create));
  }
}

/**
 * Users, clients and projects: create, rename (the last row becomes the first) and a status change of the first row.
 * The API deletes none of them; a user's status is PATCH /users/:id/status, a client's and a project's part of PUT.
 */
function namedListSeries(options: {
  list: string; path: string; prefix: string; token: string; sort: string;
  create: (writer: Writer, key: string, tag: string) => Promise<Row>;
  rename: (writer: Writer, row: Row, key: string, tag: string) => Promise<void>;
  status: { change: (writer: Writer, row: Row) => Promise<void>; views?: (views: ListViews) => View[] };
}): Series[] {
  const mirror = createMirror();
  const views = listViews(options.list, options.path, options.token, mirror, options.sort);
  const naming = () => {
    const n = mirror.next();
    return { key: nameKey(n), tag: tagOf(options.prefix, n) };
  };
  const create = async (writer: Writer, name = naming()) => {
    const row = await options.create(writer, name.key, name.tag);
    mirror.rows.set(row.id, row);
  };
  const ensureOne = (writer: Writer) => ensure(mirror, everyRow, 1, () => create(writer));
  return [
    {
      kind: 'create',
      pair: () => {
        const name = naming();
        return { views: [views.page(), views.search(name.tag)], write: (writer) => create(writer, name) };
      },
    },
    {
      kind: 'update',
      prepare: ensureOne,
      pair: () => {
        const target = rowsOf(mirror).at(-1)!;
        const name = naming();
        return {
          views: [views.page(), views.search(target.tag), views.search(name.tag)],
          write: async (writer) => {
            await options.rename(writer, target, name.key, name.tag);
            Object.assign(target, name);
          },
        };
      },
    },
    {
      kind: 'status',
      prepare: ensureOne,
      pair: () => {
        const target = rowsOf(mirror)[0]!;
        return {
          views: [views.page(), views.search(target.tag), ...(options.status.views?.(views) ?? [])],
          write: (writer) => options.status.change(writer, target),
        };
      },
    },
  ];
}

function usersSeries(token: string): Series[] {
  const fields = (key: string, tag: string) => ({ firstName: key, lastName: tag, officeEmail: `${tag}@raw.example` });
  return namedListSeries({
    list: 'users', path: '/api/v1/users', prefix: 'ru', token, sort: 'orderBy=firstName&order=asc',
    // Created inactive, so no welcome e-mail goes out.
    create: async (writer, key, tag) => {
      const user = await write<{ id: number }>(writer, 'POST', '/api/v1/users/signup', token, 201, { ...fields(key, tag), role: 'EMPLOYEE', departmentId: 1, active: false });
      return { id: user.id, key, tag, shown: { firstName: key, active: false } };
    },
    rename: async (writer, row, key, tag) => {
      await write(writer, 'PUT', `/api/v1/users/${row.id}`, token, 200, fields(key, tag));
      row.shown.firstName = key;
    },
    status: {
      change: async (writer, row) => {
        const active = !row.shown.active;
        await write(writer, 'PATCH', `/api/v1/users/${row.id}/status`, token, 200, { active });
        row.shown.active = active;
      },
    },
  });
}

function clientsSeries(token: string): Series[] {
  return namedListSeries({
    list: 'clients', path: '/api/v1/clients', prefix: 'rc', token, sort: 'orderBy=name&order=asc',
    create: async (writer, key, tag) => {
      const client = await write<{ id: number }>(writer, 'POST', '/api/v1/clients', token, 201, { name: `${key} ${tag}` });
      return { id: client.id, key, tag, shown: { name: `${key} ${tag}`, active: true } };
    },
    rename: async (writer, row, key, tag) => {
      await write(writer, 'PUT', `/api/v1/clients/${row.id}`, token, 200, { name: `${key} ${tag}` });
      row.shown.name = `${key} ${tag}`;
    },
    status: {
      change: async (writer, row) => {
        const active = !row.shown.active;
        await write(writer, 'PUT', `/api/v1/clients/${row.id}`, token, 200, { name: row.shown.name, active });
        row.shown.active = active;
      },
    },
  });
}

function projectsSeries(token: string, clientId: number): Series[] {
  const body = (name: string, status: string) => ({ name, clientId, status });
  return namedListSeries({
    list: 'projects', path: '/api/v1/projects', prefix: 'rp', token, sort: 'orderBy=name&order=asc',
    create: async (writer, key, tag) => {
      const project = await write<{ id: number }>(writer, 'POST', '/api/v1/projects', token, 201, body(`${key} ${tag}`, 'NOT_STARTED'));
      return { id: project.id, key, tag, status: 'NOT_STARTED', shown: { name: `${key} ${tag}`, status: 'NOT_STARTED' } };
    },
    rename: async (writer, row, key, tag) => {
      await write(writer, 'PUT', `/api/v1/projects/${row.id}`, token, 200, body(`${key} ${tag}`, row.status!));
      row.shown.name = `${key} ${tag}`;
    },
    status: {
      change: async (writer, row) => {
        const status = row.status === 'NOT_STARTED' ? 'ON_HOLD' : 'NOT_STARTED';
        await write(writer, 'PUT', `/api/v1/projects/${row.id}`, token, 200, body(row.shown.name as string, status));
        row.status = status;
        row.shown.status = status;
      },
      // The totals filtered by status, which the change moves the project between.
      views: (views) => ['NOT_STARTED', 'ON_HOLD'].map((status) => views.filtered(`status ${status}`, `&status=${status}`, (row) => row.status === status)),
    },
  });
}

type Project = { id: number; name: string; tag: string };

/** Projects whose names the allocations' searches find; made before the lists are written, so they are every list's baseline. */
async function createAllocationProjects(writer: Writer, token: string, clientId: number): Promise<Project[]> {
  const projects: Project[] = [];
  for (let n = 1; n <= 25; n += 1) {
    const tag = tagOf('ra', n);
    const { id, name } = await write<{ id: number; name: string }>(writer, 'POST', '/api/v1/projects', token, 201, { name: `Pool ${tag}`, clientId, status: 'NOT_STARTED' });
    projects.push({ id, name, tag });
  }
  return projects;
}

/** Allocations have no free text: a row's tag is its project's, shared with every allocation on that project. */
function allocationsSeries(token: string, fx: Fixtures, projects: Project[]): Series[] {
  const mirror = createMirror();
  const views = listViews('allocations', '/api/v1/allocations', token, mirror, 'orderBy=startDate&order=asc');
  const naming = () => {
    const n = mirror.next();
    return { key: dayKey('2014-12-31', n), project: projects[n % projects.length]! };
  };
  const allocate = async (writer: Writer, userIds: number[], { key, project } = naming()) => {
    const body = { users: userIds.map((userId) => ({ userId, allocationHours: 1 })), projectId: project.id, startDate: key, endDate: key };
    for (const { id, userId } of await write<{ id: number; userId: number }[]>(writer, 'POST', '/api/v1/allocations/bulk', token, 201, body)) {
      mirror.rows.set(id, { id, key, tag: project.tag, owner: userId, shown: { startDate: key, projectName: project.name } });
    }
  };
  const createPair = (userIds: number[]) => () => {
    const name = naming();
    return { views: [views.page(), views.search(name.project.tag)], write: (writer: Writer) => allocate(writer, userIds, name) };
  };
  return [
    { kind: 'create', pair: createPair([fx.employee]) },
    { kind: 'bulk create', pair: createPair([fx.employee, fx.colleague, fx.manager]) },
    {
      kind: 'update',
      prepare: (writer) => ensure(mirror, everyRow, 1, () => allocate(writer, [fx.employee])),
      pair: () => {
        const target = rowsOf(mirror).at(-1)!;
        const { key, project } = naming();
        return {
          views: [views.page(), views.search(target.tag), views.search(project.tag)],
          write: async (writer) => {
            await write(writer, 'PUT', `/api/v1/allocations/${target.id}`, token, 200, { userId: target.owner, projectId: project.id, allocationHours: 1, startDate: key, endDate: key });
            Object.assign(target, { key, tag: project.tag, shown: { startDate: key, projectName: project.name } });
          },
        };
      },
    },
    {
      kind: 'delete',
      prepare: (writer, pairs) => ensure(mirror, everyRow, pairs + 1, () => allocate(writer, [fx.employee])),
      pair: () => {
        const target = rowsOf(mirror)[0]!;
        return {
          views: [views.page(), views.search(target.tag)],
          write: async (writer) => {
            await write(writer, 'DELETE', `/api/v1/allocations/${target.id}`, token, 204);
            mirror.rows.delete(target.id);
          },
        };
      },
    },
  ];
}

type Person = { id: number; token: string };

/**
 * Timesheets of one person, written with `authorToken` (the person's own, or an admin's logging for them) and
 * reviewed by the admin. There is no bulk create for timesheets; the bulk write is the review of several. Each pair reads the lists `watch` gives: by date for writes, by status (SUBMITTED first) for reviews.
 */
function timesheetsSeries(options: {
  mirror: Mirror; person: Person; authorToken: string; adminToken: string; projectId: number;
  watch: (order: 'date' | 'status') => { page: () => View; search: (tag: string) => View }[];
}): Series[] {
  const { mirror, person, authorToken, adminToken } = options;
  const theirs = (row: Row) => row.owner === person.id;
  const naming = () => {
    const n = mirror.next();
    return { key: dayKey('2019-12-31', n), tag: tagOf('rt', n) };
  };
  const fields = (key: string, tag: string) => ({ userId: person.id, projectId: options.projectId, date: key, hours: 1, description: `Work ${tag}` });
  const create = async (writer: Writer, token: string, { key, tag } = naming()) => {
    const { id } = await write<{ id: number }>(writer, 'POST', '/api/v1/timesheets', token, 201, fields(key, tag));
    mirror.rows.set(id, { id, key, tag, owner: person.id, status: 'SUBMITTED', shown: { date: key, description: `Work ${tag}`, status: 'SUBMITTED' } });
  };
  const setStatus = (row: Row, status: string) => {
    row.status = status;
    row.shown.status = status;
  };
  const reads = (order: 'date' | 'status', tags: string[]) => options.watch(order).flatMap((views, i) => [views.page(), ...(i === 0 ? tags.map(views.search) : [])]);
  const changeable = (row: Row) => theirs(row) && row.status !== 'APPROVED';
  const submitted = (row: Row) => theirs(row) && row.status === 'SUBMITTED';
  const ensureSubmitted = (writer: Writer, count: number) => ensure(mirror, submitted, count, () => create(writer, adminToken));
  const review = (targets: Row[], index: number) => {
    const status = index % 2 === 0 ? 'APPROVED' : 'REJECTED';
    return {
      views: reads('status', targets.map((row) => row.tag)),
      write: async (writer: Writer) => {
        const reason = status === 'REJECTED' ? { reason: 'Wrong project' } : {};
        if (targets.length === 1) await write(writer, 'PATCH', `/api/v1/timesheets/${targets[0]!.id}/status`, adminToken, 200, { status, ...reason });
        else await write(writer, 'PATCH', '/api/v1/timesheets/status', adminToken, 200, { ids: targets.map((row) => row.id), status, ...reason });
        for (const row of targets) setStatus(row, status);
      },
    };
  };
  return [
    {
      kind: 'create',
      pair: () => {
        const name = naming();
        return { views: reads('date', [name.tag]), write: (writer) => create(writer, authorToken, name) };
      },
    },
    {
      kind: 'update',
      prepare: (writer) => ensure(mirror, changeable, 1, () => create(writer, authorToken)),
      pair: () => {
        const target = rowsOf(mirror, changeable).at(-1)!;
        const { key, tag } = naming();
        return {
          views: reads('date', [target.tag, tag]),
          write: async (writer) => {
            await write(writer, 'PUT', `/api/v1/timesheets/${target.id}`, authorToken, 200, fields(key, tag));
            Object.assign(target, { key, tag });
            Object.assign(target.shown, { date: key, description: `Work ${tag}` });
            // A corrected rejection goes back for review.
            if (target.status === 'REJECTED') setStatus(target, 'SUBMITTED');
          },
        };
      },
    },
    {
      kind: 'delete',
      prepare: (writer, pairs) => ensure(mirror, changeable, pairs + 1, () => create(writer, authorToken)),
      pair: () => {
        const target = rowsOf(mirror, changeable)[0]!;
        return {
          views: reads('date', [target.tag]),
          write: async (writer) => {
            await write(writer, 'DELETE', `/api/v1/timesheets/${target.id}`, authorToken, 204);
            mirror.rows.delete(target.id);
          },
        };
      },
    },
    { kind: 'review status', prepare: (writer, pairs) => ensureSubmitted(writer, pairs + 1), pair: (i) => review(rowsOf(mirror, submitted, byStatusDescending).slice(0, 1), i) },
    { kind: 'bulk review status', prepare: (writer, pairs) => ensureSubmitted(writer, 3 * pairs + 1), pair: (i) => review(rowsOf(mirror, submitted, byStatusDescending).slice(0, 3), i) },
  ];
}

/** The admin's list of everyone's entries, and each person's own list, both as a person reads them. */
function timesheetLanes(tokens: Tokens, fx: Fixtures): Lane {
  const mirror = createMirror();
  const carla = { id: fx.employee, token: tokens.employee };
  const dmitri = { id: fx.colleague, token: tokens.colleague };
  const sorts = { date: ['orderBy=date&order=asc', byKey], status: ['orderBy=status&order=desc', byStatusDescending] } as const;
  const all = (order: 'date' | 'status') => listViews('timesheets', '/api/v1/timesheets', tokens.admin, mirror, sorts[order][0], everyRow, sorts[order][1]);
  const own = (person: Person, list = 'my timesheets') => (order: 'date' | 'status') =>
    listViews(list, '/api/v1/timesheets/my', person.token, mirror, sorts[order][0], (row) => row.owner === person.id, sorts[order][1]);
  const common = { mirror, adminToken: tokens.admin, projectId: fx.apollo };
  return [
    // The admin logs hours for Carla: the admin's list and Carla's own.
    ...timesheetsSeries({ ...common, person: carla, authorToken: tokens.admin, watch: (order) => [all(order), own(carla, 'my timesheets (an admin logs them)')(order)] }).map((series) => ({ list: 'timesheets', series })),
    // Dmitri logs his own hours.
    ...timesheetsSeries({ ...common, person: dmitri, authorToken: dmitri.token, watch: (order) => [own(dmitri)(order)] }).map((series) => ({ list: 'my timesheets', series })),
  ];
}

type Seeded = { writer: App; fx: Fixtures; tokens: Tokens };

/** Lists whose writes make each other's remembered pages forgotten share a database and run one pair at a time. */
const GROUPS: Record<string, (seeded: Seeded) => Promise<Lane[]>> = {
  'users, clients, projects and allocations': async ({ writer, fx, tokens }) => {
    const projects = await createAllocationProjects(quietly(writer), tokens.admin, fx.acme);
    return [
      usersSeries(tokens.admin).map((series) => ({ list: 'users', series })),
      clientsSeries(tokens.admin).map((series) => ({ list: 'clients', series })),
      projectsSeries(tokens.admin, fx.acme).map((series) => ({ list: 'projects', series })),
      allocationsSeries(tokens.manager, fx, projects).map((series) => ({ list: 'allocations', series })),
    ];
  },
  'timesheets and my timesheets': async ({ fx, tokens }) => [timesheetLanes(tokens, fx)],
};

/**
 * A fresh database with the fixtures, and `instances` API instances on it. PGlite cannot be opened by two
 * instances, so this is PostgreSQL: the server found or started for the suite (postgresAdminUrl).
 */
async function withInstances(instances: 1 | 2, work: (writer: App, reader: App, seeded: Seeded) => Promise<void>): Promise<void> {
  const a = await createTestApp({}, {}, 'postgres');
  let b: App | undefined;
  try {
    if (instances === 2) {
      b = await buildApp(a.config);
      await b.ready();
    }
    const fx = await seedFixtures(a);
    const tokens = await signInAll(a);
    await work(a.app, b ?? a.app, { writer: a.app, fx, tokens });
  } finally {
    await b?.close();
    await a.close();
  }
}

async function checkReadAfterWrite(t: TestContext, writer: App, reader: App, lanes: Lane[]): Promise<void> {
  const checker = createReadAfterWrite(writer, reader);
  const started = Date.now();
  // One pair at a time: writes running beside a pair make the reader forget what it remembered, which hides
  // stale reads (side by side, the lists found a fifth as many on the code this test was written against).
  for (const lane of lanes) {
    for (const { list, series } of lane) if (!ONLY || ONLY.includes(list)) await checker.run(list, series, PAIRS);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const tallies = checker.tallies().map((x) => `${x.list} / ${x.kind}: ${x.staleReads} stale reads in ${x.stalePairs} of ${x.pairs} pairs`);
  t.diagnostic(`${PAIRS} pairs per list and write kind in ${seconds} s`);
  for (const line of tallies) t.diagnostic(line);
  const examples = checker.stale.slice(0, 10).map((s) => `${s.list} / ${s.kind} pair ${s.pair}, ${s.what}: ${s.problem}`);
  assert.equal(checker.stale.length, 0, `${checker.stale.length} stale reads:\n${tallies.join('\n')}\nfirst ones:\n${examples.join('\n')}`);
}

// Each group has its own database, so the groups (and the two blocks) run side by side without hiding anything.
describe('read-after-write', { concurrency: true }, () => {
  describe('two instances', { concurrency: true }, () => {
    for (const [lists, lanesOf] of Object.entries(GROUPS)) {
      it(`${lists}: a list read on B right after a write answered by A shows it`, (t) =>
        withInstances(2, async (writer, reader, seeded) => checkReadAfterWrite(t, writer, reader, await lanesOf(seeded))));
    }
  });

  describe('one instance', { concurrency: true }, () => {
    for (const [lists, lanesOf] of Object.entries(GROUPS)) {
      it(`${lists}: a list read right after a write answered by the same instance shows it`, (t) =>
        withInstances(1, async (writer, reader, seeded) => checkReadAfterWrite(t, writer, reader, await lanesOf(seeded))));
    }
  });
});
