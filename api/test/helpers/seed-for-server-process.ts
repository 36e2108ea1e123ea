import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import type { DatabaseConfig } from '../../src/config.js';
import { seedFixtures, type Fixtures } from './fixtures.js';
import { testConfig } from './test-app.js';

/**
 * Seeds the fixtures into `database` for a test that then runs the real server process on it, plus `rows` timesheet
 * rows of the employee on Apollo from `firstDay` on (one day per row, over `days` days): enough that an export is
 * still streaming when the test signals the server. The app that seeded is closed again before the process starts.
 */
export async function seedForServerProcess(database: DatabaseConfig, { rows, firstDay, days, hours }: { rows: number; firstDay: string; days: number; hours: number }): Promise<Fixtures> {
  const setup = await buildApp(testConfig({ database }));
  try {
    const fx = await seedFixtures({ app: setup, config: setup.config, request: () => Promise.reject(new Error('unused')), close: () => setup.close() });
    await setup.db.execute(sql`
      INSERT INTO timesheets (user_id, project_id, date, hours, description)
      SELECT ${fx.employee}, ${fx.apollo}, ${firstDay}::date + (i % ${days}), ${hours}, 'Drain row ' || i FROM generate_series(1, ${rows}) AS i`);
    return fx;
  } finally {
    await setup.close();
  }
}
