import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Project } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type Answer = { statusCode: number; body: Record<string, unknown> };
type Details = { field: string; message: string }[];

describe('project writes', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  const send = async (method: 'POST' | 'PUT', url: string, payload: object, token = tokens.admin): Promise<Answer> => {
    const response = await t.request({ method, url, token, body: payload });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const create = (payload: object, token?: string) => send('POST', '/api/v1/projects', payload, token);
  const details = (answer: Answer) => answer.body.details as Details | undefined;

  it('creates a project with trimmed name and NOT_STARTED by default, returning its client name', async () => {
    const answer = await create({ name: '  Zephyr ', clientId: fx.acme, startDate: '2026-01-01', endDate: '2026-01-01' });
    assert.equal(answer.statusCode, 201, JSON.stringify(answer.body));
    const { id, ...rest } = answer.body as Project;
    assert.deepEqual(rest, {
      name: 'Zephyr', clientId: fx.acme, clientName: 'Acme Corp', status: 'NOT_STARTED',
      startDate: '2026-01-01', endDate: '2026-01-01', progressDetails: null,
    });
    const read = await t.request({ url: `/api/v1/projects/${id}`, token: tokens.manager });
    assert.equal(read.json<Project>().name, 'Zephyr');
  });

  it('names each broken rule with the form\'s own text', async () => {
    const answer = await create({ name: ' ', clientId: 999999, status: 'IN_PROGRESS', startDate: '2026-02-02', endDate: '2026-02-01' });
    assert.equal(answer.statusCode, 400);
    assert.deepEqual(details(answer), [
      { field: 'name', message: 'Project name is required' },
      { field: 'clientId', message: 'Client does not exist' },
      { field: 'endDate', message: 'End Date should not be less than Start Date' },
      { field: 'progressDetails', message: 'Progress Details is required when status is In Progress' },
    ]);
  });

  it('refuses unknown statuses, progress details, dates and missing fields as shapes', async () => {
    // A nullable field reports each branch it failed; the field named is what matters here.
    const fields = async (payload: object) => [...new Set(details(await create(payload))?.map((d) => d.field))];
    assert.deepEqual(await fields({ name: 'X', clientId: fx.acme, status: 'DONE' }), ['status']);
    assert.deepEqual(await fields({ name: 'X', clientId: fx.acme, progressDetails: 'SLEEPING' }), ['progressDetails']);
    assert.deepEqual(await fields({ name: 'X', clientId: fx.acme, startDate: '2026-13-01' }), ['startDate']);
    assert.deepEqual(await fields({ name: 'X' }), ['clientId']);
    assert.deepEqual(await fields({ clientId: fx.acme }), ['name']);
  });

  it('refuses a date outside the years the portal plans with as a 400 naming the field (year 0000 was a 500)', async () => {
    for (const startDate of ['0000-01-01', '1899-12-31', '3000-01-01']) {
      const answer = await create({ name: 'Ancient', clientId: fx.acme, startDate });
      assert.equal(answer.statusCode, 400, startDate);
      assert.deepEqual(details(answer)?.find((problem) => problem.field === 'startDate'), {
        field: 'startDate',
        message: 'must be a date from 1900-01-01 to 2999-12-31 (YYYY-MM-DD)',
      });
    }
    assert.equal((await create({ name: 'Edge', clientId: fx.acme, startDate: '1900-01-01', endDate: '2999-12-31' })).statusCode, 201);
  });

  it('accepts IN_PROGRESS with progress details, and progress details on other statuses', async () => {
    const inProgress = await create({ name: 'Helios', clientId: fx.globex, status: 'IN_PROGRESS', progressDetails: 'TESTING' });
    assert.equal(inProgress.statusCode, 201);
    const onHold = await create({ name: 'Hyperion', clientId: fx.globex, status: 'ON_HOLD', progressDetails: 'BLOCKED' });
    assert.equal(onHold.body.progressDetails, 'BLOCKED');
  });

  it('refuses the same name for the same client (ignoring case and spaces) with 409 DUPLICATE_PROJECT, but not for another client', async () => {
    const duplicate = await create({ name: ' APOLLO ', clientId: fx.acme });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(duplicate.body.code, 'DUPLICATE_PROJECT');
    assert.match(String(duplicate.body.message), /project already exists/i);
    assert.equal((await create({ name: 'Apollo', clientId: fx.initech })).statusCode, 201);
  });

  it('lets exactly one of two concurrent creates with the same name for one client win', async () => {
    const answers = await Promise.all([create({ name: 'Twin', clientId: fx.acme }), create({ name: 'twin', clientId: fx.acme })]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
  });

  it('updates a project, including its own name, and refuses renaming onto a sibling', async () => {
    const updated = await send('PUT', `/api/v1/projects/${fx.borealis}`, {
      name: 'borealis', clientId: fx.globex, status: 'COMPLETED', startDate: '2025-06-01', endDate: null,
    });
    assert.equal(updated.statusCode, 200, JSON.stringify(updated.body));
    assert.deepEqual({ ...updated.body, id: undefined }, {
      id: undefined, name: 'borealis', clientId: fx.globex, clientName: 'Globex', status: 'COMPLETED',
      startDate: '2025-06-01', endDate: null, progressDetails: null,
    });
    const clash = await send('PUT', `/api/v1/projects/${fx.borealis}`, { name: 'Helios', clientId: fx.globex, status: 'NOT_STARTED' });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.body.code, 'DUPLICATE_PROJECT');
    assert.equal((await send('PUT', '/api/v1/projects/999999', { name: 'Ghost', clientId: fx.acme })).statusCode, 404);
    assert.equal((await t.request({ url: '/api/v1/projects/999999', token: tokens.admin })).statusCode, 404);
  });

  it('lets only ADMIN write; MANAGER reads; EMPLOYEE reads only the dropdown', async () => {
    assert.equal((await create({ name: 'By Manager', clientId: fx.acme }, tokens.manager)).statusCode, 403);
    assert.equal((await create({ name: 'By Employee', clientId: fx.acme }, tokens.employee)).statusCode, 403);
    assert.equal((await send('PUT', `/api/v1/projects/${fx.apollo}`, { name: 'Renamed', clientId: fx.acme }, tokens.manager)).statusCode, 403);
    assert.equal((await t.request({ url: `/api/v1/projects/${fx.apollo}`, token: tokens.manager })).statusCode, 200);
    assert.equal((await t.request({ url: `/api/v1/projects/${fx.apollo}`, token: tokens.employee })).statusCode, 403);
    assert.equal((await t.request({ url: '/api/v1/projects/dropdown', token: tokens.employee })).statusCode, 200);
    const unchanged = await t.request({ url: `/api/v1/projects/${fx.apollo}`, token: tokens.admin });
    assert.equal(unchanged.json<Project>().name, 'Apollo');
  });
});
