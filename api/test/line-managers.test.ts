import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { User, UserList } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; message: string; code?: string; details?: { field: string; message: string }[] };

const INACTIVE = 'Line manager must be an active person';
const CYCLE = 'A person cannot report to someone who reports to them';
const CHOOSE = 'Choose a new line manager for their reports';

describe('line managers (issue 38)', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  const send = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, body?: unknown) => {
    const response = await t.request({ method, url: `/api/v1/users${url}`, token, body });
    return { status: response.statusCode, body: response.body, json: response.json };
  };
  const edit = (id: number, body: Record<string, unknown>, token = tokens.admin) => send('PUT', `/${id}`, token, body);
  const status = (id: number, body: Record<string, unknown>) => send('PATCH', `/${id}/status`, tokens.admin, body);
  const user = async (id: number) => (await send('GET', `/${id}`, tokens.admin)).json<User>();
  let created = 0;
  const newPerson = async (over: Record<string, unknown> = {}) => {
    created += 1;
    const response = await send('POST', '/signup', tokens.admin, {
      firstName: `Person${created}`, lastName: 'Lm', officeEmail: `lm-${created}@test.example`, departmentId: 1, role: 'EMPLOYEE', ...over,
    });
    assert.equal(response.status, 201, response.body);
    return response.json<User>().id;
  };
  const assertRefused = (response: { status: number; body: string; json: <T>() => T }, field: string, message: string) => {
    assert.equal(response.status, 400, response.body);
    const body = response.json<ErrorBody>();
    assert.deepEqual(body.details, [{ field, message }]);
    assert.equal(body.message, message);
  };

  it('an admin sets a line manager, and the list, the details and currentuser show it', async () => {
    const saved = await edit(fx.employee, { lineManagerId: fx.manager });
    assert.equal(saved.status, 200, saved.body);
    assert.equal(saved.json<User>().lineManagerId, fx.manager);
    assert.equal(saved.json<User>().lineManagerName, 'Bruno Young');

    const details = await user(fx.employee);
    assert.equal(details.lineManagerId, fx.manager);
    assert.equal(details.lineManagerName, 'Bruno Young');

    const list = (await send('GET', '/?searchInput=Carla', tokens.admin)).json<UserList>();
    assert.deepEqual(list.data.map((row) => [row.id, row.lineManagerId, row.lineManagerName]), [[fx.employee, fx.manager, 'Bruno Young']]);

    const own = (await send('GET', '/currentuser', tokens.employee)).json<User>();
    assert.equal(own.lineManagerId, fx.manager);
    assert.equal(own.lineManagerName, 'Bruno Young');

    const noManager = await user(fx.colleague);
    assert.equal(noManager.lineManagerId, null);
    assert.equal(noManager.lineManagerName, null);
  });

  it('"My team": the list filters by lineManagerId, and remembers the filtered page apart', async () => {
    const everyone = (await send('GET', '/?limit=50', tokens.manager)).json<UserList>();
    assert.ok(everyone.total > 2);
    assert.equal((await edit(fx.colleague, { lineManagerId: fx.manager })).status, 200);
    const team = await send('GET', `/?limit=50&lineManagerId=${fx.manager}`, tokens.manager);
    assert.equal(team.status, 200, team.body);
    const { data, total } = team.json<UserList>();
    assert.equal(total, 2);
    assert.deepEqual(data.map((row) => row.id).sort(), [fx.employee, fx.colleague].sort());
    assert.ok(data.every((row) => row.lineManagerName === 'Bruno Young'));
    assert.equal((await send('GET', `/?lineManagerId=${fx.admin}`, tokens.manager)).json<UserList>().total, 0);
  });

  it('an update that leaves lineManagerId out keeps it; null clears it', async () => {
    const saved = await edit(fx.employee, { jobTitle: 'Staff Engineer' });
    assert.equal(saved.status, 200, saved.body);
    assert.equal(saved.json<User>().lineManagerId, fx.manager);
    const person = await newPerson({ lineManagerId: fx.admin });
    assert.equal((await user(person)).lineManagerName, 'Alice Zimmer', 'set on create');
    const cleared = await edit(person, { lineManagerId: null });
    assert.equal(cleared.json<User>().lineManagerId, null);
    assert.equal(cleared.json<User>().lineManagerName, null);
  });

  it(`refuses an inactive or unknown manager: "${INACTIVE}"`, async () => {
    assertRefused(await edit(fx.colleague, { lineManagerId: fx.inactive }), 'lineManagerId', INACTIVE);
    assertRefused(await edit(fx.colleague, { lineManagerId: 999999 }), 'lineManagerId', INACTIVE);
    const create = await send('POST', '/signup', tokens.admin, {
      firstName: 'Nobody', officeEmail: 'nobody-lm@test.example', departmentId: 1, role: 'EMPLOYEE', lineManagerId: fx.inactive,
    });
    assertRefused(create, 'lineManagerId', INACTIVE);
    assert.equal((await user(fx.colleague)).lineManagerId, fx.manager, 'nothing changed');
  });

  it(`refuses the person themself and cycles: "${CYCLE}"`, async () => {
    assertRefused(await edit(fx.manager, { lineManagerId: fx.manager }), 'lineManagerId', CYCLE);
    // Carla reports to Bruno: Bruno may not report to Carla.
    assertRefused(await edit(fx.manager, { lineManagerId: fx.employee }), 'lineManagerId', CYCLE);
    // Carla → Bruno → Alice: Alice may not report to Carla.
    assert.equal((await edit(fx.manager, { lineManagerId: fx.admin })).status, 200);
    assertRefused(await edit(fx.admin, { lineManagerId: fx.employee }), 'lineManagerId', CYCLE);
    assert.equal((await user(fx.admin)).lineManagerId, null);
  });

  it('two concurrent writes cannot close a cycle between them', async () => {
    const [a, b] = [await newPerson(), await newPerson()];
    const answers = await Promise.all([edit(a, { lineManagerId: b }), edit(b, { lineManagerId: a })]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 400], answers.map((answer) => answer.body).join('\n'));
    const managers = [(await user(a)).lineManagerId, (await user(b)).lineManagerId];
    assert.ok(managers.includes(null), `one of them has no manager: ${managers.join(', ')}`);
  });

  it('a person created with a manager who is being deactivated at the same time: one of the two is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const boss = await newPerson();
      created += 1;
      const [create, deactivate] = await Promise.all([
        send('POST', '/signup', tokens.admin, { firstName: 'Racer', officeEmail: `lm-${created}@test.example`, departmentId: 1, role: 'EMPLOYEE', lineManagerId: boss }),
        status(boss, { active: false }),
      ]);
      const outcome = `${create.status}/${deactivate.status}`;
      assert.ok(outcome === '201/409' || outcome === '400/200', `create/deactivate: ${outcome}\n${create.body}\n${deactivate.body}`);
    }
  });

  it('only an admin sets or changes it: a MANAGER or EMPLOYEE gets 403, also on their own record', async () => {
    assert.equal((await edit(fx.employee, { lineManagerId: fx.admin }, tokens.manager)).status, 403);
    assert.equal((await edit(fx.manager, { lineManagerId: fx.colleague }, tokens.manager)).status, 403);
    const own = await edit(fx.employee, { lineManagerId: fx.admin }, tokens.employee);
    assert.equal(own.status, 403, own.body);
    assert.deepEqual(own.json<ErrorBody>().details, [{ field: 'lineManagerId', message: 'may only be changed by an admin' }]);
    assert.equal((await edit(fx.employee, { lineManagerId: null }, tokens.employee)).status, 403);
    // The form sends the value back unchanged: that is not a change.
    assert.equal((await edit(fx.employee, { lineManagerId: fx.manager, phone: '+1 555 0101' }, tokens.employee)).status, 200);
    assert.equal((await user(fx.employee)).lineManagerId, fx.manager);
  });

  describe('deactivating someone people report to', () => {
    it(`without reportsTo: 409 "${CHOOSE}" with how many report to them; nothing changes`, async () => {
      const boss = await newPerson({ role: 'MANAGER' });
      const reports = [await newPerson({ lineManagerId: boss }), await newPerson({ lineManagerId: boss })];
      for (const refused of [await status(boss, { active: false }), await edit(boss, { active: false })]) {
        assert.equal(refused.status, 409, refused.body);
        const body = refused.json<ErrorBody>();
        assert.equal(body.code, 'REPORTS_NEED_LINE_MANAGER');
        assert.equal(body.message, `2 people report to them. ${CHOOSE}.`);
        assert.deepEqual(body.details, [{ field: 'reportsTo', message: CHOOSE }, { field: 'reportCount', message: '2' }]);
      }
      assert.equal((await user(boss)).active, true);
      for (const id of reports) assert.equal((await user(id)).lineManagerId, boss);
    });

    it('refuses a reportsTo that is inactive, the person deactivated, or one of their reports', async () => {
      const boss = await newPerson();
      const report = await newPerson({ lineManagerId: boss });
      const below = await newPerson({ lineManagerId: report });
      assertRefused(await status(boss, { active: false, reportsTo: fx.inactive }), 'reportsTo', INACTIVE);
      assertRefused(await status(boss, { active: false, reportsTo: boss }), 'reportsTo', INACTIVE);
      assertRefused(await status(boss, { active: false, reportsTo: report }), 'reportsTo', CYCLE);
      assertRefused(await status(boss, { active: false, reportsTo: below }), 'reportsTo', CYCLE);
      assert.equal((await user(boss)).active, true);
      assert.equal((await user(report)).lineManagerId, boss);
    });

    it('with reportsTo: the reports move to that person in the same write', async () => {
      const boss = await newPerson();
      const reports = [await newPerson({ lineManagerId: boss }), await newPerson({ lineManagerId: boss })];
      const done = await status(boss, { active: false, reportsTo: fx.manager });
      assert.equal(done.status, 200, done.body);
      assert.equal(done.json<User>().active, false);
      for (const id of reports) {
        const report = await user(id);
        assert.equal(report.lineManagerId, fx.manager);
        assert.equal(report.lineManagerName, 'Bruno Young');
      }
      const team = (await send('GET', `/?limit=50&lineManagerId=${boss}`, tokens.admin)).json<UserList>();
      assert.equal(team.total, 0);
      const audit = await t.request({ url: '/api/v1/audit-log?action=user.status_changed&limit=100', token: tokens.admin });
      const entry = audit.json<{ data: { targetId: string | null; details: unknown }[] }>().data.find((row) => row.targetId === String(boss));
      assert.deepEqual(entry?.details, { active: false, reportsMoved: { count: 2, reportsTo: fx.manager } });
    });

    it('with reportsTo null: the reports are left without a line manager', async () => {
      const boss = await newPerson();
      const report = await newPerson({ lineManagerId: boss });
      const done = await status(boss, { active: false, reportsTo: null });
      assert.equal(done.status, 200, done.body);
      assert.equal((await user(report)).lineManagerId, null);
    });

    it('with only inactive reports, no reportsTo is needed and they keep their manager', async () => {
      const boss = await newPerson();
      const report = await newPerson({ lineManagerId: boss, active: false });
      const done = await status(boss, { active: false });
      assert.equal(done.status, 200, done.body);
      assert.equal((await user(report)).lineManagerId, boss);
    });
  });
});
