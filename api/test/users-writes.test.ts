import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/platform/db/schema/index.js';
import { todayIn, addDays } from '../src/platform/calendar.js';
import type { User } from '@portal/shared-contracts';
import { type Fixtures, signIn, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; error: string; message: string; details?: { field: string; message: string }[] };
type Method = 'POST' | 'PUT' | 'PATCH';

describe('users: create, edit, activate', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  const send = async (method: Method, url: string, token: string, body: unknown) => {
    const response = await t.request({ method, url: `/api/v1/users${url}`, token, body });
    return { status: response.statusCode, json: response.json, body: response.body };
  };
  const row = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const tomorrow = () => addDays(todayIn('UTC'), 1);
  const newUser = (over: Record<string, unknown> = {}) => ({
    firstName: ' Grace ', lastName: 'Hopper', officeEmail: 'grace@test.example', departmentId: 1, role: 'MANAGER',
    employeeType: 'FULL_TIME', email: '', dob: '1980-12-09', doj: '2020-01-01', phone: '+1 555 0111', ...over,
  });

  describe('POST /signup', () => {
    it('lets an admin create a user with no usable password, and says so', async () => {
      const created = await send('POST', '/signup', tokens.admin, newUser({
        presentCountryId: fx.places.california.countryId, presentStateId: fx.places.california.stateId,
      }));
      assert.equal(created.status, 201, created.body);
      const user = created.json<User & { passwordSetupRequired: boolean }>();
      assert.equal(user.passwordSetupRequired, true);
      assert.equal(user.firstName, 'Grace', 'text is trimmed');
      assert.equal(user.email, null, 'an empty personal e-mail is stored as none');
      assert.equal(user.active, true, 'active defaults to true');
      assert.equal(user.department, 'ENGINEERING');
      assert.equal(user.presentStateName, 'California');
      assert.equal((await row(user.id)).passwordHash, null);
      // Nobody can sign in as them until they set a password.
      await assert.rejects(signIn(t, 'grace@test.example', ''), /sign-in as grace/);
    });

    it('refuses a duplicate work e-mail ignoring case with 409 "email already exists"', async () => {
      const response = await send('POST', '/signup', tokens.admin, newUser({ officeEmail: 'CARLA@test.EXAMPLE' }));
      assert.equal(response.status, 409);
      assert.match(response.json<ErrorBody>().message, /email already exists/);
    });

    it('names the field of bad input with 400', async () => {
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ firstName: undefined }, 'firstName', /required/],
        [{ firstName: '' }, 'firstName', /fewer than 1|at least 1|must NOT have fewer/],
        [{ officeEmail: 'not-an-email' }, 'officeEmail', /pattern/],
        [{ email: 'nope' }, 'email', /./],
        [{ departmentId: 8 }, 'departmentId', /<= 7/],
        [{ role: 'OWNER' }, 'role', /./],
        [{ dob: tomorrow() }, 'dob', /^Date of Birth should not be a future date\.$/],
        [{ doj: tomorrow() }, 'doj', /^Date of Joining should not be a future date\.$/],
        [{ dob: '2020-02-30' }, 'dob', /must be a date from 1900-01-01 to 2999-12-31/],
        [{ presentCountryId: fx.places.texas.countryId, presentStateId: fx.places.karnataka.stateId }, 'presentStateId', /does not belong/],
        [{ permanentCountryId: 999999 }, 'permanentCountryId', /not a known country/],
        [{ password: 'Secret-123' }, 'password', /not allowed/],
        [{ profilePhotoUrl: 'https://evil.example/x.png' }, 'profilePhotoUrl', /not allowed/],
      ];
      for (const [over, field, message] of cases) {
        const response = await send('POST', '/signup', tokens.admin, newUser({ officeEmail: `case-${field}@test.example`, ...over }));
        assert.equal(response.status, 400, `${field}: ${response.body}`);
        const detail = response.json<ErrorBody>().details?.find((d) => d.field === field);
        assert.ok(detail, `${field} named in ${response.body}`);
        assert.match(detail.message, message, field);
      }
    });

    it('is for admins only', async () => {
      for (const token of [tokens.manager, tokens.employee]) {
        const response = await send('POST', '/signup', token, newUser({ officeEmail: 'sneaky@test.example' }));
        assert.equal(response.status, 403);
      }
      const [count] = await t.app.db.select().from(users).where(eq(users.officeEmail, 'sneaky@test.example'));
      assert.equal(count, undefined);
    });
  });

  describe('PUT /{id}', () => {
    it('lets an admin change anything, including role, department and e-mails', async () => {
      const response = await send('PUT', `/${fx.colleague}`, tokens.admin, {
        firstName: 'Dmitri', officeEmail: 'dmitri.w@test.example', role: 'MANAGER', departmentId: 4, jobTitle: 'Controller', empId: 'E104',
      });
      assert.equal(response.status, 200, response.body);
      const user = response.json<User>();
      assert.deepEqual([user.officeEmail, user.role, user.department, user.jobTitle, user.empId], ['dmitri.w@test.example', 'MANAGER', 'FINANCE', 'Controller', 'E104']);
      assert.equal(user.lastName, 'Wolfe', 'fields left out keep their values');
    });

    it("lets an employee edit their own personal fields and keeps the others' values as sent", async () => {
      const current = (await t.request({ url: `/api/v1/users/${fx.employee}`, token: tokens.employee })).json<User>();
      const response = await send('PUT', `/${fx.employee}`, tokens.employee, {
        firstName: current.firstName, officeEmail: current.officeEmail, role: current.role, departmentId: current.departmentId,
        email: current.email, doj: current.doj, empId: current.empId, jobTitle: current.jobTitle, employeeType: current.employeeType,
        phone: '+1 555 0142', presentCity: 'Oakland', permanentLine2: '',
      });
      assert.equal(response.status, 200, response.body);
      const stored = await row(fx.employee);
      assert.deepEqual([stored.phone, stored.presentCity, stored.permanentLine2], ['+1 555 0142', 'Oakland', null]);
    });

    it('refuses each restricted field from a non-admin on their own record with 403, changing nothing', async () => {
      const restricted: Record<string, unknown> = {
        doj: '2019-01-01', empId: 'X1', jobTitle: 'CTO', role: 'ADMIN', departmentId: 3, employeeType: 'INTERN',
        email: 'me@else.example', officeEmail: 'boss@test.example', active: false,
      };
      for (const [field, value] of Object.entries(restricted)) {
        const before = await row(fx.employee);
        const response = await send('PUT', `/${fx.employee}`, tokens.employee, { phone: '+1 000', [field]: value });
        assert.equal(response.status, 403, field);
        const body = response.json<ErrorBody>();
        assert.deepEqual(body.details, [{ field, message: 'may only be changed by an admin' }]);
        assert.deepEqual(await row(fx.employee), before, `${field}: nothing changed, not even the phone`);
      }
      const manager = await send('PUT', `/${fx.manager}`, tokens.manager, { role: 'ADMIN' });
      assert.equal(manager.status, 403, 'a manager editing themself is restricted the same way');
      assert.equal((await row(fx.manager)).role, 'MANAGER');
    });

    it("refuses a non-admin's edit of someone else with 403", async () => {
      assert.equal((await send('PUT', `/${fx.colleague}`, tokens.employee, { phone: '1' })).status, 403);
      assert.equal((await send('PUT', `/${fx.employee}`, tokens.manager, { phone: '1' })).status, 403);
      assert.equal((await send('PUT', '/99999', tokens.employee, { phone: '1' })).status, 403);
      assert.notEqual((await row(fx.employee)).phone, '1');
    });

    it('answers 404 for a missing user, 409 for a taken e-mail, 400 for a future date', async () => {
      assert.equal((await send('PUT', '/99999', tokens.admin, { phone: '1' })).status, 404);
      const taken = await send('PUT', `/${fx.colleague}`, tokens.admin, { officeEmail: 'Alice@Test.Example' });
      assert.equal(taken.status, 409);
      assert.match(taken.json<ErrorBody>().message, /email already exists/);
      const ownCase = await send('PUT', `/${fx.admin}`, tokens.admin, { officeEmail: 'ALICE@test.example' });
      assert.equal(ownCase.status, 200, 'keeping your own address in another case is no conflict');
      await send('PUT', `/${fx.admin}`, tokens.admin, { officeEmail: 'alice@test.example' });
      const future = await send('PUT', `/${fx.employee}`, tokens.employee, { dob: tomorrow() });
      assert.equal(future.status, 400);
      assert.equal(future.json<ErrorBody>().details?.[0]?.message, 'Date of Birth should not be a future date.');
    });
  });

  describe('PATCH /{id}/status', () => {
    it('deactivates and reactivates a user; their old session ends', async () => {
      const farewell = await signIn(t, 'dmitri.w@test.example');
      const off = await send('PATCH', `/${fx.colleague}/status`, tokens.admin, { active: false });
      assert.equal(off.status, 200);
      assert.equal(off.json<User>().active, false);
      assert.equal((await t.request({ url: '/api/v1/users/currentuser', token: farewell })).statusCode, 401);
      const on = await send('PATCH', `/${fx.colleague}/status`, tokens.admin, { active: true });
      assert.equal(on.json<User>().active, true);
      assert.equal((await t.request({ url: '/api/v1/users/currentuser', token: farewell })).statusCode, 401, 'reactivation does not revive it');
    });

    it('is for admins only and validates its body', async () => {
      assert.equal((await send('PATCH', `/${fx.colleague}/status`, tokens.manager, { active: false })).status, 403);
      assert.equal((await send('PATCH', `/${fx.employee}/status`, tokens.employee, { active: false })).status, 403);
      const bad = await send('PATCH', `/${fx.colleague}/status`, tokens.admin, { active: 'no' });
      assert.equal(bad.status, 400);
      assert.equal(bad.json<ErrorBody>().details?.[0]?.field, 'active');
      assert.equal((await send('PATCH', '/99999/status', tokens.admin, { active: false })).status, 404);
    });

    it('keeps an admin from deactivating themself and from removing the last active admin', async () => {
      const self = await send('PATCH', `/${fx.admin}/status`, tokens.admin, { active: false });
      assert.equal(self.status, 403);
      assert.equal(self.json<ErrorBody>().message, 'You cannot deactivate your own account.');
      assert.equal((await send('PUT', `/${fx.admin}`, tokens.admin, { active: false })).status, 403);
      const demote = await send('PUT', `/${fx.admin}`, tokens.admin, { role: 'MANAGER' });
      assert.equal(demote.status, 409, 'the only active admin cannot demote themself');
      assert.equal((await row(fx.admin)).role, 'ADMIN');

      // With a second admin, the first may step down; the second then cannot.
      await send('PUT', `/${fx.manager}`, tokens.admin, { role: 'ADMIN' });
      assert.equal((await send('PUT', `/${fx.admin}`, tokens.admin, { role: 'MANAGER' })).status, 200);
      const bruno = await signIn(t, 'bruno@test.example');
      assert.equal((await send('PATCH', `/${fx.admin}/status`, bruno, { active: false })).status, 200, 'a non-admin may be deactivated');
      const last = await send('PUT', `/${fx.manager}`, bruno, { role: 'EMPLOYEE' });
      assert.equal(last.status, 409);
      assert.match(last.json<ErrorBody>().message, /last active admin/);
    });
  });
});
