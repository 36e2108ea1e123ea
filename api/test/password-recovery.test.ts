import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { PASSWORD, fixturePasswordHash } from './helpers/fixtures.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PUBLIC_URL = 'https://portal.example';
const NEW_PASSWORD = 'a quiet orange lighthouse';

describe('password recovery by e-mail', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  before(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ publicUrl: PUBLIC_URL, mail: { from: 'Portal <no-reply@portal.example>', transport: 'smtp', smtpUrl: smtp.url } });
    const hash = await fixturePasswordHash();
    await t.app.repos.users.insertMany([
      { firstName: 'Rita', lastName: 'Reset', officeEmail: 'rita@test.example', role: 'EMPLOYEE', passwordHash: hash },
      { firstName: 'Ian', lastName: 'Inactive', officeEmail: 'ian@test.example', role: 'EMPLOYEE', passwordHash: hash, active: false },
      { firstName: 'Nora', lastName: 'Newcomer', officeEmail: 'nora@test.example', role: 'EMPLOYEE', passwordHash: null },
    ]);
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.app.recovery.settled();
    smtp.messages.length = 0;
    // Each test starts with no links issued, so the per-account limit only shows where a test asks for it.
    await t.app.db.execute('delete from password_reset_tokens');
  });

  const put = (url: string, payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/${url}`, payload, remoteAddress: ip });
  const forgot = (email: string, ip?: string) => put('forgotpassword', { email }, ip);
  const setup = (recoveryToken: string, password: string) => put('passwordsetup', { recoveryToken, password });
  const signIn = (username: string, password: string) => t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username, password } });
  const tokenFrom = (text: string | undefined) => {
    const match = new RegExp(`${PUBLIC_URL}/auth/set-password/([A-Za-z0-9_-]+)`).exec(text ?? '');
    assert.ok(match, `no set-password link in: ${text}`);
    return match[1] as string;
  };

  it('answers known and unknown addresses identically, and mails only the known one', async () => {
    const known = await forgot('RITA@test.example');
    const unknown = await forgot('nobody@test.example');
    const inactive = await forgot('ian@test.example');
    for (const response of [known, unknown, inactive]) {
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, known.body);
    }
    await t.app.recovery.settled();
    assert.equal(smtp.messages.length, 1);
    const [mail] = smtp.messages;
    assert.equal(mail?.to?.[0]?.address, 'rita@test.example');
    assert.match(mail?.subject ?? '', /reset your workforce portal password/i);
    assert.match(mail?.html ?? '', /Set a new password/);
    assert.equal(tokenFrom(mail?.text), tokenFrom(mail?.html));
  });

  it('sets the password with the link once, ends old sessions, and the new password signs in', async () => {
    const oldSession = (await signIn('rita@test.example', PASSWORD)).json<{ accessToken: string }>().accessToken;
    await forgot('rita@test.example');
    const [mail] = await smtp.waitForMessages(1);
    const token = tokenFrom(mail?.text);

    const done = await setup(token, NEW_PASSWORD);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await t.request({ url: '/api/v1/users/currentuser', token: oldSession })).statusCode, 401);
    assert.equal((await signIn('rita@test.example', PASSWORD)).statusCode, 401);
    assert.equal((await signIn('rita@test.example', NEW_PASSWORD)).statusCode, 200);

    const again = await setup(token, 'another fine passphrase');
    assert.equal(again.statusCode, 400);
    assert.match(again.json<{ message: string }>().message, /invalid or has expired/);
  });

  it('voids an older link when a newer one is sent', async () => {
    await forgot('rita@test.example');
    await forgot('rita@test.example');
    const [first, second] = await smtp.waitForMessages(2);
    assert.equal((await setup(tokenFrom(first?.text), NEW_PASSWORD + '!')).statusCode, 400);
    assert.equal((await setup(tokenFrom(second?.text), NEW_PASSWORD + '!')).statusCode, 200);
  });

  it('refuses an expired link', async () => {
    await forgot('rita@test.example');
    const [mail] = await smtp.waitForMessages(1);
    await t.app.db.execute(`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    assert.equal((await setup(tokenFrom(mail?.text), 'yet another passphrase')).statusCode, 400);
  });

  it('applies the password policy with a clear message and keeps the link usable', async () => {
    await forgot('nora@test.example');
    const [mail] = await smtp.waitForMessages(1);
    const token = tokenFrom(mail?.text);
    for (const [password, reason] of [['short', /at least 8 characters/], ['password123', /too common/], ['x'.repeat(257), /at most 256/]] as const) {
      const response = await setup(token, password);
      assert.equal(response.statusCode, 400);
      const body = response.json<{ message: string; details: { field: string }[] }>();
      assert.match(body.message, reason);
      assert.equal(body.details[0]?.field, 'password');
    }
    assert.equal((await setup(token, 'p'.repeat(64) + ' long passphrases are welcome')).statusCode, 200);
    assert.equal((await signIn('nora@test.example', 'p'.repeat(64) + ' long passphrases are welcome')).statusCode, 200);
  });

  it('sends at most three e-mails per account in a quarter of an hour, answering the same', async () => {
    const answers: Awaited<ReturnType<typeof forgot>>[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await forgot('rita@test.example', `10.1.0.${i}`));
    assert.ok(answers.every((a) => a.statusCode === 200 && a.body === answers[0]?.body));
    await t.app.recovery.settled();
    assert.equal(smtp.messages.length, 3);
  });

  it('rate limits each client address with 429 and Retry-After', async () => {
    let response;
    for (let i = 0; i < 11; i += 1) response = await forgot(`someone${i}@test.example`, '10.9.9.9');
    assert.equal(response?.statusCode, 429);
    assert.ok(Number(response?.headers['retry-after']) > 0);
    assert.match(response?.json<{ message: string }>().message ?? '', /too many attempts/i);
  });

  it('rejects malformed requests with the field named', async () => {
    const response = await put('forgotpassword', { email: 'not-an-email' }, '10.2.0.1');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ details: { field: string }[] }>().details[0]?.field, 'email');
  });
});

describe('welcome e-mail for a new account', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  before(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ publicUrl: PUBLIC_URL, mail: { from: 'Portal <no-reply@portal.example>', transport: 'smtp', smtpUrl: smtp.url } });
    await t.app.repos.users.insertMany([{ firstName: 'Ada', officeEmail: 'ada@test.example', role: 'ADMIN', passwordHash: await fixturePasswordHash() }]);
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the person an admin creates a link to choose their password, valid for days', async () => {
    const admin = (await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'ada@test.example', password: PASSWORD } })).json<{ accessToken: string }>().accessToken;
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/users/signup',
      token: admin,
      body: { firstName: 'Wes', lastName: 'Welcome', officeEmail: 'wes@test.example', departmentId: 1, role: 'EMPLOYEE', employeeType: 'FULL_TIME' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const [mail] = await smtp.waitForMessages(1);
    assert.equal(mail?.to?.[0]?.address, 'wes@test.example');
    assert.match(mail?.subject ?? '', /welcome/i);
    assert.match(mail?.text ?? '', /expires in 7 days/);
    const recoveryToken = /\/auth\/set-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const setup = await t.app.inject({ method: 'PUT', url: '/api/v1/users/passwordsetup', payload: { recoveryToken, password: NEW_PASSWORD } });
    assert.equal(setup.statusCode, 200, setup.body);
    const signIn = await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'wes@test.example', password: NEW_PASSWORD } });
    assert.equal(signIn.statusCode, 200);
  });
});
