// Every frontend package's jest tests in one run (`pnpm test`'s unit phase, scripts/test-unit.mjs): one start-up
// instead of one per package, and the workers shared across all the files. Each package keeps its own config (its
// jest.config.cjs) and still runs alone with its own `pnpm test`; this file only lists them: the top-level folders
// that have one.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { TEST_TIMEOUT_MS } = require('./tooling/jest.app.cjs');

module.exports = {
  // A global option: jest takes it from here, not from the projects' configs.
  testTimeout: TEST_TIMEOUT_MS,
  projects: readdirSync(__dirname)
    .filter((name) => existsSync(join(__dirname, name, 'jest.config.cjs')))
    .map((name) => `<rootDir>/${name}`),
};
