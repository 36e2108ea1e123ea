// Jest setup shared by every frontend package: swc for TS/TSX, jsdom, Testing Library matchers.
const path = require('node:path');

const ESM_ONLY = ['@ant-design/colors', '@ant-design/fast-color', 'until-async', 'rettime', 'msw', '@mswjs', '@bundled-es-modules', 'outvariant', 'strict-event-emitter'];

// `import { Button } from 'antd'` as `require('antd/lib/button')`, and each icon from its own file. The packages'
// indexes load every component (about 1,000 modules) and every icon (1,700): webpack's tree shaking drops what the
// portal does not use, but jest has none, and loaded both in full for each of the 60-odd test files, about 2 s of CPU
// each. Every name the portal imports is the same object either way (checked against the indexes when this was added).
const IMPORT_EACH_MODULE = {
  antd: { transform: 'antd/lib/{{ kebabCase member }}' },
  '@ant-design/icons': { transform: '@ant-design/icons/lib/icons/{{ member }}' },
};

// antd under jsdom is slow (CSS-in-JS, role queries): a whole form flow can pass 5 s on a busy machine. Jest reads
// it from the top-level config only, so the one run over every package (../jest.config.cjs) states it too.
const TEST_TIMEOUT_MS = 20_000;

function createJestConfig(dir) {
  return {
    rootDir: dir,
    // jsdom plus Node's own fetch/Response/streams, so the real base query runs under msw (jest-fixed-jsdom), its
    // computed styles taking antd's hiding rules from an index (jest.environment.cjs).
    testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
    // '' keeps msw on its Node build; '@portal/source' takes shared-contracts/values from its TypeScript source.
    testEnvironmentOptions: { customExportConditions: ['', '@portal/source'] },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest', { paths: [dir] }),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
            experimental: {
              plugins: [[require.resolve('@swc/plugin-transform-imports', { paths: [dir] }), IMPORT_EACH_MODULE]],
              // swc keeps the plugin compiled here, not in a .swc folder wherever jest was started.
              cacheRoot: path.join(__dirname, '..', 'node_modules', '.cache', 'swc'),
            },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Published CommonJS stays as is (pnpm spells @scope/name as @scope+name under .pnpm); ESM-only packages (msw's dependencies) and .mjs files are compiled to CommonJS.
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.map((name) => name.replace('/', '[/+]')).join('|')})[@/])(?!.*\\.mjs$)`],
    // The setup file lives here, outside the package: let it resolve the package's own modules.
    modulePaths: ['<rootDir>/node_modules'],
    // shared-contracts' source is written for Node (NodeNext): its relative imports name the .js they compile to.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    setupFiles: [path.join(__dirname, 'jest.polyfills.ts')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    testTimeout: TEST_TIMEOUT_MS,
  };
}

module.exports = { createJestConfig, TEST_TIMEOUT_MS };
