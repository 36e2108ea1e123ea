import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { freshDatabase, testConfig } from './helpers/test-app.js';

// Instances of a scaled-out API start together against one new database (a deployment rolled out to every
// instance at once): each runs the migrations and loads the countries at start-up, and none may fail for it.
describe('several instances starting at once', () => {
  it('all start on a new PostgreSQL database, which gets each migration and country once', async () => {
    const { database, drop } = await freshDatabase('postgres', { empty: true });
    const config = testConfig({ database });
    const apps = await Promise.all([1, 2, 3].map(() => buildApp(config)));
    try {
      const started = await Promise.allSettled(apps.map((app) => app.ready()));
      assert.deepEqual(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')), ['started', 'started', 'started']);
      const health = await apps[2]!.inject({ url: '/api/health' });
      assert.equal(health.statusCode, 200, health.body);
      const client = new pg.Client({ connectionString: database.driver === 'postgres' ? database.url : '' });
      await client.connect();
      try {
        const { rows } = await client.query<{ applied: string; distinct: string; countries: string; distinctCountries: string }>(`
          select (select count(*) from drizzle.__drizzle_migrations) as applied,
                 (select count(distinct hash) from drizzle.__drizzle_migrations) as distinct,
                 (select count(*) from countries) as countries,
                 (select count(distinct name) from countries) as "distinctCountries"`);
        const [row] = rows;
        assert.equal(row?.applied, row?.distinct, 'each migration recorded once');
        assert.ok(Number(row?.countries) > 100, 'the countries are loaded');
        assert.equal(row?.countries, row?.distinctCountries, 'each country loaded once');
      } finally {
        await client.end();
      }
    } finally {
      await Promise.allSettled(apps.map((app) => app.close()));
      await drop();
    }
  });
});
