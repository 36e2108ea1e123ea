import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ClientList, Country, State, ProjectList } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

describe('clients, projects and geography', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  const get = async <T>(url: string, token = tokens.admin): Promise<T> => {
    const response = await t.request({ url, token });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json<T>();
  };
  const names = (body: { data: { name: string }[] }) => body.data.map((row) => row.name);

  describe('geography', () => {
    it('lists every country from the package by name, and a country\'s states', async () => {
      const countries = await get<Country[]>('/api/v1/countries/countries', tokens.employee);
      assert.ok(countries.length >= 240);
      assert.deepEqual([...countries].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((c) => c.id), countries.map((c) => c.id));
      const states = await get<State[]>(`/api/v1/countries/states/${fx.places.california.countryId}`, tokens.employee);
      assert.ok(states.some((s) => s.id === fx.places.california.stateId && s.stateName === 'California'));
      assert.ok(states.length >= 50);
      assert.deepEqual(await get('/api/v1/countries/states/999999', tokens.employee), []);
    });
  });

  describe('clients', () => {
    it('returns clients with state, country and the ACTIVE/INACTIVE status', async () => {
      const body = await get<ClientList>('/api/v1/clients');
      assert.equal(body.total, 3);
      assert.deepEqual(body.data[1], {
        id: fx.globex, name: 'Globex', contactPerson: 'Hank Scorpio', email: 'hank@globex.example', phone: '+91 80 1234',
        city: 'Bengaluru', stateId: fx.places.karnataka.stateId, stateName: 'Karnataka', countryId: fx.places.karnataka.countryId,
        countryName: 'India', zip: '560002', active: false, status: 'INACTIVE',
      });
    });

    it('pages by page index and sorts by the allowed columns', async () => {
      assert.deepEqual(names(await get('/api/v1/clients?limit=2&offset=1')), ['Initech']);
      assert.deepEqual(names(await get('/api/v1/clients?orderBy=stateName')), ['Acme Corp', 'Globex', 'Initech']);
      assert.deepEqual(names(await get('/api/v1/clients?orderBy=city&order=desc')), ['Acme Corp', 'Globex', 'Initech']);
      assert.deepEqual(names(await get('/api/v1/clients?orderBy=active&order=asc')), ['Globex', 'Acme Corp', 'Initech']);
      assert.equal((await t.request({ url: '/api/v1/clients?orderBy=zip', token: tokens.admin })).statusCode, 400);
    });

    it('searches name, contact person, e-mail and city, and filters by e-mail, city and state', async () => {
      assert.deepEqual(names(await get('/api/v1/clients?searchInput=scorpio')), ['Globex']);
      assert.deepEqual(names(await get('/api/v1/clients?searchInput=austin')), ['Initech']);
      assert.deepEqual(names(await get('/api/v1/clients?email=ACME')), ['Acme Corp']);
      assert.deepEqual(names(await get('/api/v1/clients?city=bengal')), ['Globex']);
      assert.deepEqual(names(await get('/api/v1/clients?state=texas')), ['Initech']);
      assert.deepEqual(names(await get(`/api/v1/clients?state=${fx.places.california.stateId}`)), ['Acme Corp']);
    });

    it('is for ADMIN and MANAGER; the dropdown is for everyone', async () => {
      assert.equal((await get<ClientList>('/api/v1/clients', tokens.manager)).total, 3);
      assert.equal((await t.request({ url: '/api/v1/clients', token: tokens.employee })).statusCode, 403);
      assert.deepEqual(await get('/api/v1/clients/dropdown', tokens.employee), [
        { id: fx.acme, name: 'Acme Corp' }, { id: fx.globex, name: 'Globex' }, { id: fx.initech, name: 'Initech' },
      ]);
    });
  });

  describe('projects', () => {
    it('returns projects with their client name, by name descending by default', async () => {
      const body = await get<ProjectList>('/api/v1/projects');
      assert.equal(body.total, 3);
      assert.deepEqual(names(body), ['Cygnus', 'Borealis', 'Apollo']);
      assert.deepEqual(body.data[2], {
        id: fx.apollo, name: 'Apollo', clientId: fx.acme, clientName: 'Acme Corp', status: 'IN_PROGRESS',
        startDate: '2025-01-01', endDate: '2025-12-31', progressDetails: 'DEVELOPMENT',
      });
    });

    it('pages, sorts, searches project or client name, and filters by client and status', async () => {
      assert.deepEqual(names(await get('/api/v1/projects?limit=2&offset=1&order=asc')), ['Cygnus']);
      assert.deepEqual(names(await get('/api/v1/projects?orderBy=startDate&order=asc')), ['Cygnus', 'Apollo', 'Borealis']);
      assert.deepEqual(names(await get('/api/v1/projects?orderBy=endDate&order=desc')), ['Apollo', 'Borealis', 'Cygnus']);
      assert.deepEqual(names(await get('/api/v1/projects?orderBy=status&order=asc')), ['Cygnus', 'Apollo', 'Borealis']);
      assert.deepEqual(names(await get('/api/v1/projects?orderBy=clientId&order=asc')), ['Apollo', 'Borealis', 'Cygnus']);
      assert.deepEqual(names(await get('/api/v1/projects?searchInput=initech')), ['Cygnus']);
      assert.deepEqual(names(await get('/api/v1/projects?searchInput=REAL')), ['Borealis']);
      assert.deepEqual(names(await get(`/api/v1/projects?clientId=${fx.acme}`)), ['Apollo']);
      assert.deepEqual(names(await get('/api/v1/projects?status=COMPLETED')), ['Cygnus']);
      assert.equal((await t.request({ url: '/api/v1/projects?status=DONE', token: tokens.admin })).statusCode, 400);
    });

    it('is for ADMIN and MANAGER; the dropdown is for everyone', async () => {
      assert.equal((await t.request({ url: '/api/v1/projects', token: tokens.employee })).statusCode, 403);
      assert.equal((await t.request({ url: '/api/v1/projects', token: tokens.manager })).statusCode, 200);
      assert.deepEqual(await get('/api/v1/projects/dropdown', tokens.employee), [
        { id: fx.apollo, name: 'Apollo', clientName: 'Acme Corp' },
        { id: fx.borealis, name: 'Borealis', clientName: 'Globex' },
        { id: fx.cygnus, name: 'Cygnus', clientName: 'Initech' },
      ]);
    });
  });
});
