import { defineConfig } from '@playwright/test';
import { reporters } from './support/reporters';
import { browserUse } from './support/chromium';
import { PORTAL_SSO_ENV, SSO_TEST } from './support/sso-test-settings';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The suite runs against the portal exactly as `pnpm start` serves it, on a fresh embedded database; with
 * E2E_DATABASE_URL, on that (empty) PostgreSQL database instead, which CI uses to run the accessibility spec on both.
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL;
export default defineConfig({
  testDir: './tests',
  // These bound a hang, not speed (benchmarks measure speed): `pnpm test` runs the browser phases beside the unit tests
  // and API suites, and a test that signs in and loads federated pages takes minutes' worth of seconds on a busy 2-core box.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // antd Select picks check that they stuck and pick again if not (support/select-option.ts), which was the
  // flake seen in CI. One retry stays, reported as "flaky" in the output, so that a race not yet seen does not
  // sink the run; a real failure still fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: reporters(),
  // One folder per port, so parallel runs on other ports never delete each other's traces.
  outputDir: `./test-results/${PORT}`,
  use: {
    baseURL: BASE_URL,
    ...browserUse(),
    // As a person who asked their system for less motion: dialogs, drawers and menus open and close at once
    // (shared-ui's PortalProviders). antd repaints its animations frame by frame in software here: the e2e and phone
    // specs took 4 % and 17 % less browser CPU in two alternated pairs (docs/testing.md, session 36), and a click
    // during an animation was the flake behind several retried steps. reduced-motion.spec.ts checks both ways; the
    // accessibility spec's keyboard tests, the skew and deployment suites run with motion, as most people see the portal.
    reducedMotion: 'reduce',
  },
  // The identity provider first (servers start in order): its certificate must exist before the portal trusts it.
  webServer: [
    {
      command: 'node support/test-idp.mjs',
      url: `${SSO_TEST.issuer}/.well-known/openid-configuration`,
      ignoreHTTPSErrors: true,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { TEST_IDP_SETTINGS: JSON.stringify(SSO_TEST) },
    },
    {
      // On PGlite, the demo data as a fresh start leaves it (under `pnpm test` a copy of the run's seeded template:
      // scripts/demo-data.mjs); on PostgreSQL the empty database is seeded as the portal starts.
      command: `${DATABASE_URL ? `rm -rf .data-${PORT}` : `node ../scripts/demo-data.mjs .data-${PORT}`} && node ../scripts/start.mjs`,
      url: `${BASE_URL}/api/health`,
      timeout: 15 * 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // Also the folder of the JWT secret and the e-mail outbox when the database is PostgreSQL.
        PGLITE_DATA_DIR: `${__dirname}/.data-${PORT}`,
        ...(DATABASE_URL ? { DATABASE_URL } : {}),
        LOG_LEVEL: 'warn',
        // The suite signs in dozens of times from one address within minutes; the limits have API tests of their own.
        SIGN_IN_MAX_PER_IP: '10000',
        SIGN_IN_MAX_PER_ACCOUNT: '10000',
        ...PORTAL_SSO_ENV,
      },
    },
  ],
});
