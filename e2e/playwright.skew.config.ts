import { defineConfig } from '@playwright/test';
import { reporters } from './support/reporters';
import { browserUse } from './support/chromium';

/**
 * The skew test's two portals (scripts/test-skew.mjs makes their static roots): today's API serving a mix of builds.
 * `forward`: today's shell, the last release's Projects and Directory. `reverse`: the last release's shell, today's remotes.
 */
const PORTALS = [
  { name: 'forward', port: 8193, root: process.env.SKEW_FORWARD_ROOT },
  { name: 'reverse', port: 8194, root: process.env.SKEW_REVERSE_ROOT },
];
const missing = PORTALS.filter(({ root }) => !root);
if (missing.length > 0) throw new Error('Run the skew test with `pnpm test skew` (scripts/test-skew.mjs prepares the builds it serves).');

export default defineConfig({
  testDir: './skew',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: reporters(),
  outputDir: './test-results/skew',
  use: {
    ...browserUse(),
  },
  projects: PORTALS.map(({ name, port }) => ({ name, use: { baseURL: `http://127.0.0.1:${port}` } })),
  webServer: PORTALS.map(({ name, port, root }) => ({
    // Today's API as built by the `build` phase, serving the mixed builds; demo data on a fresh embedded database
    // (scripts/demo-data.mjs: under `pnpm test` a copy of the run's seeded template).
    command: `node ../scripts/demo-data.mjs .data-skew-${name} && node ../api/dist/server.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 5 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_ROOT: root!,
      PGLITE_DATA_DIR: `${__dirname}/.data-skew-${name}`,
      LOG_LEVEL: 'warn',
      SIGN_IN_MAX_PER_IP: '10000',
      SIGN_IN_MAX_PER_ACCOUNT: '10000',
    },
  })),
});
