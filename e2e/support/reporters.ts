import { join } from 'node:path';
import type { ReporterDescription } from '@playwright/test';

/**
 * The list on the terminal; under `pnpm test` also a JSON report in the phase's TEST_TIMES_DIR, from which it prints
 * the phase's slowest spec files (scripts/lib/test-times.mjs). One file per Playwright run: the skew phase runs two.
 */
export function reporters(): ReporterDescription[] {
  const timesDir = process.env.TEST_TIMES_DIR;
  return [['list'], ...(timesDir ? [['json', { outputFile: join(timesDir, `playwright-${process.pid}.json`) }] as ReporterDescription] : [])];
}
