import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { User, UserList } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; error: string; message: string; details?: { field: string; message: string }[] };

describe('users', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  const list = async (query: string, token = tokens.admin) => {
    const response = await t.request({ url: `/api/v1/users?${query}`, token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<UserList>();
  };
  const firstNames = (body: UserList) => body.data.map((u) => u.firstName);

  it('pages with a zero-based page index and reports the total', async () => {
    const page0 = await list('limit=4&offset=0&orderBy=firstName&order=asc');
    const page1 = await list('limit=4&offset=1&orderBy=firstName&order=asc');
    assert.equal(page0.total, 6);
    assert.deepEqual(firstNames(page0), ['Alice', 'Bruno', 'Carla', 'Dmitri']);
    assert.deepEqual(firstNames(page1), ['Elena', 'Farid']);
    assert.deepEqual(firstNames(await list('limit=4&offset=5')), []);
  });

  it('defaults to 10 rows ordered by firstName descending', async () => {
    assert.deepEqual(firstNames(await list('')), ['Farid', 'Elena', 'Dmitri', 'Carla', 'Bruno', 'Alice']);
  });

  it('sorts by each allowed column, with the id breaking ties', async () => {
    assert.deepEqual(firstNames(await list('orderBy=lastName&order=asc')), ['Farid', 'Elena', 'Dmitri', 'Carla', 'Bruno', 'Alice']);
    assert.deepEqual(firstNames(await list('orderBy=officeEmail&order=asc')), ['Alice', 'Bruno', 'Carla', 'Dmitri', 'Elena', 'Farid']);
    assert.deepEqual(firstNames(await list('orderBy=role&order=asc')), ['Alice', 'Carla', 'Dmitri', 'Elena', 'Farid', 'Bruno']);
    // ENGINEERING < MARKETING < OPERATIONS < SALES; Bruno and Carla tie and keep id order.
    assert.deepEqual(firstNames(await list('orderBy=department&order=asc')), ['Bruno', 'Carla', 'Elena', 'Alice', 'Dmitri', 'Farid']);
    assert.deepEqual(firstNames(await list('orderBy=active&order=asc')), ['Elena', 'Alice', 'Bruno', 'Carla', 'Dmitri', 'Farid']);
  });

  it('refuses a column outside the allowlist and out-of-range paging, naming the field', async () => {
    for (const [query, field] of [['orderBy=password_hash', 'orderBy'], ['order=sideways', 'order'], ['limit=101', 'limit'], ['limit=0', 'limit'], ['offset=-1', 'offset']] as const) {
      const response = await t.request({ url: `/api/v1/users?${query}`, token: tokens.admin });
      assert.equal(response.statusCode, 400, query);
      const body = response.json<ErrorBody>();
      assert.equal(body.details?.[0]?.field, field);
      assert.match(body.message, new RegExp(`^querystring/${field} `));
    }
    assert.equal(
      (await t.request({ url: '/api/v1/users?limit=101', token: tokens.admin })).json<ErrorBody>().message,
      'querystring/limit must be <= 100',
    );
  });

  it('takes SQL in orderBy, order or the search as plain values, never as SQL', async () => {
    for (const query of ['orderBy=firstName%3BDROP%20TABLE%20users', 'orderBy=first_name', 'orderBy=(select%201)', 'order=asc%3B--', 'orderBy=FIRSTNAME']) {
      const response = await t.request({ url: `/api/v1/users?${query}`, token: tokens.admin });
      assert.equal(response.statusCode, 400, query);
    }
    assert.equal((await list("searchInput=x'%20OR%20'1'%3D'1")).total, 0);
    assert.equal((await list('')).total, 6, 'the table is still there');
  });

  it('searches first name, last name, full name, work e-mail and employee id, case-insensitively', async () => {
    assert.deepEqual(firstNames(await list('searchInput=CARL')), ['Carla']);
    assert.deepEqual(firstNames(await list('searchInput=wolf')), ['Dmitri']);
    assert.deepEqual(firstNames(await list('searchInput=alice%20zim')), ['Alice']);
    assert.deepEqual(firstNames(await list('searchInput=bruno%40test')), ['Bruno']);
    assert.deepEqual(firstNames(await list('searchInput=e005')), ['Elena']);
    assert.equal((await list('searchInput=%25')).total, 0, 'LIKE wildcards are taken literally');
  });

  it('filters by role and department', async () => {
    assert.deepEqual(firstNames(await list('role=MANAGER')), ['Bruno']);
    assert.deepEqual(firstNames(await list('departmentId=2&order=asc')), ['Dmitri', 'Farid']);
    assert.deepEqual(firstNames(await list('departmentId=1&role=EMPLOYEE')), ['Carla']);
    assert.equal((await t.request({ url: '/api/v1/users?role=CEO', token: tokens.admin })).statusCode, 400);
  });

  it('lets ADMIN and MANAGER list users but not EMPLOYEE', async () => {
    assert.equal((await list('', tokens.manager)).total, 6);
    const denied = await t.request({ url: '/api/v1/users', token: tokens.employee });
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to perform this action.' });
  });

  it('gives every signed-in user the dropdown of active users', async () => {
    const response = await t.request({ url: '/api/v1/users/dropdown', token: tokens.employee });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), [
      { id: fx.admin, name: 'Alice Zimmer' }, { id: fx.manager, name: 'Bruno Young' }, { id: fx.employee, name: 'Carla Xu' },
      { id: fx.colleague, name: 'Dmitri Wolfe' }, { id: fx.noPassword, name: 'Farid Underwood' },
    ]);
  });

  it('shows one user to ADMIN/MANAGER, only themself to an EMPLOYEE, and 404 for a missing id', async () => {
    const byManager = await t.request({ url: `/api/v1/users/${fx.colleague}`, token: tokens.manager });
    assert.equal(byManager.statusCode, 200);
    assert.equal(byManager.json<User>().officeEmail, 'dmitri@test.example');
    assert.equal((await t.request({ url: `/api/v1/users/${fx.employee}`, token: tokens.employee })).statusCode, 200);
    assert.equal((await t.request({ url: `/api/v1/users/${fx.colleague}`, token: tokens.employee })).statusCode, 403);
    assert.equal((await t.request({ url: '/api/v1/users/99999', token: tokens.admin })).statusCode, 404);
    assert.equal((await t.request({ url: '/api/v1/users/abc', token: tokens.admin })).statusCode, 400);
  });

  it('never serializes password hashes or token versions', async () => {
    const body = (await t.request({ url: '/api/v1/users?limit=100', token: tokens.admin })).body;
    assert.doesNotMatch(body, /password|tokenVersion|token_version|\$argon2/i);
  });
});
