const base = require('../tooling/jest.app.cjs').createJestConfig(__dirname);

module.exports = {
  ...base,
  // @ant-design/icons 6.3.4's CommonJS build requires the ESM file @ant-design/colors/es/generate; use its CommonJS twin.
  moduleNameMapper: { ...base.moduleNameMapper, '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1' },
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/src/testing/jest-polyfills.ts'],
};
