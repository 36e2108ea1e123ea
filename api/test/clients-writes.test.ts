import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type Answer = { statusCode: number; body: Record<string, unknown> };

describe('client writes', () => {
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
  const create = (payload: object, token?: string) => send('POST', '/api/v1/clients', payload, token);
  const fieldsOf = (answer: Answer) => (answer.body.details as { field: string }[] | undefined)?.map((d) => d.field);

  it('creates a client with trimmed name, blanks as null, country and state names, active by default', async () => {
    const { california } = fx.places;
    const answer = await create({
      name: '  Umbrella  ', contactPerson: 'Alice', email: ' ', phone: '+1 555', city: 'Raccoon City',
      countryId: california.countryId, stateId: california.stateId, zip: '90002',
    });
    assert.equal(answer.statusCode, 201, JSON.stringify(answer.body));
    const { id, ...rest } = answer.body as Client;
    assert.ok(id > 0);
    assert.deepEqual(rest, {
      name: 'Umbrella', contactPerson: 'Alice', email: null, phone: '+1 555', city: 'Raccoon City',
      stateId: california.stateId, stateName: 'California', countryId: california.countryId, countryName: california.countryName,
      zip: '90002', active: true, status: 'ACTIVE',
    });
    const read = await t.request({ url: `/api/v1/clients/${id}`, token: tokens.manager });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json<Client>().name, 'Umbrella');
  });

  it('understands the older INACTIVE status and refuses one that contradicts active', async () => {
    const inactive = await create({ name: 'Tyrell', status: 'INACTIVE' });
    assert.equal(inactive.statusCode, 201);
    assert.equal(inactive.body.active, false);
    const contradiction = await create({ name: 'Cyberdyne', status: 'ACTIVE', active: false });
    assert.equal(contradiction.statusCode, 400);
    assert.deepEqual(fieldsOf(contradiction), ['status']);
  });

  it('refuses a blank name, a missing name, unknown fields and a state outside the country with the field named', async () => {
    const blank = await create({ name: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.body.details, [{ field: 'name', message: 'Name is required' }]);
    assert.deepEqual(fieldsOf(await create({ city: 'Nowhere' })), ['name']);
    assert.deepEqual(fieldsOf(await create({ name: 'Extra', owner: 'me' })), ['owner']);
    const wrongState = await create({ name: 'Misplaced', countryId: fx.places.karnataka.countryId, stateId: fx.places.texas.stateId });
    assert.equal(wrongState.statusCode, 400);
    assert.deepEqual(fieldsOf(wrongState), ['stateId']);
    assert.deepEqual(fieldsOf(await create({ name: 'Nowhere Inc', countryId: 999999 })), ['countryId']);
  });

  it('refuses an e-mail that is not one, as the other e-mail fields do, and takes an empty one as none', async () => {
    const refused = await create({ name: 'Mailless', email: 'not-an-email' });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual([...new Set(fieldsOf(refused))], ['email']);
    const blank = await create({ name: 'Mailless', email: '' });
    assert.equal(blank.statusCode, 201);
    assert.equal(blank.body.email, null);
  });

  it('refuses a name that differs only in case or spaces with 409 Client already exists', async () => {
    const answer = await create({ name: ' acme CORP ' });
    assert.equal(answer.statusCode, 409);
    assert.equal(answer.body.message, 'Client already exists');
  });

  it('lets exactly one of two concurrent creates with the same name win', async () => {
    const answers = await Promise.all([create({ name: 'Race Ltd' }), create({ name: 'race ltd ' })]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
    const list = await t.request({ url: '/api/v1/clients?searchInput=race', token: tokens.admin });
    assert.equal(list.json<{ total: number }>().total, 1);
  });

  it('updates a client, keeps its active flag when none is sent, and allows re-saving its own name', async () => {
    const updated = await send('PUT', `/api/v1/clients/${fx.globex}`, { name: 'GLOBEX', city: 'Mysuru', stateId: null, countryId: null });
    assert.equal(updated.statusCode, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.name, 'GLOBEX');
    assert.equal(updated.body.city, 'Mysuru');
    assert.equal(updated.body.stateName, null);
    assert.equal(updated.body.active, false);
    const activated = await send('PUT', `/api/v1/clients/${fx.globex}`, { name: 'Globex', active: true });
    assert.equal(activated.body.active, true);
    const clash = await send('PUT', `/api/v1/clients/${fx.globex}`, { name: 'initech' });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.body.message, 'Client already exists');
  });

  it('answers 404 for a missing client and 400 for a malformed id', async () => {
    assert.equal((await t.request({ url: '/api/v1/clients/999999', token: tokens.admin })).statusCode, 404);
    assert.equal((await send('PUT', '/api/v1/clients/999999', { name: 'Ghost' })).statusCode, 404);
    assert.equal((await t.request({ url: '/api/v1/clients/abc', token: tokens.admin })).statusCode, 400);
  });

  it('lets only ADMIN write; MANAGER reads; EMPLOYEE reads neither list nor detail', async () => {
    assert.equal((await create({ name: 'By Manager' }, tokens.manager)).statusCode, 403);
    assert.equal((await create({ name: 'By Employee' }, tokens.employee)).statusCode, 403);
    assert.equal((await send('PUT', `/api/v1/clients/${fx.acme}`, { name: 'Renamed' }, tokens.manager)).statusCode, 403);
    assert.equal((await t.request({ url: `/api/v1/clients/${fx.acme}`, token: tokens.manager })).statusCode, 200);
    assert.equal((await t.request({ url: `/api/v1/clients/${fx.acme}`, token: tokens.employee })).statusCode, 403);
    const unchanged = await t.request({ url: `/api/v1/clients/${fx.acme}`, token: tokens.admin });
    assert.equal(unchanged.json<Client>().name, 'Acme Corp');
  });

  it('answers 401 to writes without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/clients', payload: { name: 'Anonymous' } });
    assert.equal(response.statusCode, 401);
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/projects/${fx.apollo}`, payload: { name: 'X', clientId: fx.acme } });
    assert.equal(put.statusCode, 401);
  });
});
