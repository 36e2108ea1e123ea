import { defineConfig } from '@playwright/test';
import { reporters } from './support/reporters';
import { browserUse } from './support/chromium';
import { SHELL_ORIGIN } from './deploy/deployment';

/**
 * `pnpm test:deploy`: the portal as deployed (docs/deployment.md): static builds on separate origins behind Debian's
 * nginx, two API instances in production mode on one PostgreSQL database and Redis. The spec starts everything.
 */
export default defineConfig({
  testDir: './deploy',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: reporters(),
  outputDir: './test-results/deploy',
  use: {
    baseURL: SHELL_ORIGIN,
    // No retries here, and a handful of tests: each records its trace, kept when it fails.
    ...browserUse('retain-on-failure'),
  },
});
