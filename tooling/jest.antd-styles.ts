// antd in jsdom: no CSS-in-JS at run time. The tests run antd with its `zeroRuntime` theme flag, the mode in which
// antd expects its styles from a static sheet (antd/dist/antd.css): no component generates, hashes or registers style
// objects on render. What a test can observe of that sheet, the rules that hide an element, the test environment
// applies (jest.environment.cjs, jest.antd-hiding-rules.cjs). Against the runtime styles cut to their hiding
// declarations (before 2026-11-28), the remote-timesheets and remote-allocations tests in alternation on one 2-core
// machine: 155 and 165 CPU s before, 128 and 137 with the static rules (docs/testing.md).
import { dirname, join } from 'node:path';

/** The package's antd, if it has one (shared-auth has none). */
function resolveAntdRoot(): string | undefined {
  try {
    return dirname(require.resolve('antd/package.json'));
  } catch {
    return undefined;
  }
}

const antdRoot = resolveAntdRoot();
if (antdRoot) {
  // Through jest's require: the test file's own instances of the modules antd's components read. The default theme
  // is what a tree without a ConfigProvider reads; the default ConfigContext's theme is what the first ConfigProvider
  // (PortalProviders') merges its theme into, and so every nested one after it.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { defaultConfig } = require(join(antdRoot, 'lib', 'theme', 'context')) as { defaultConfig: Record<string, unknown> };
  const { ConfigContext } = require(join(antdRoot, 'lib', 'config-provider', 'context')) as { ConfigContext: { _currentValue: Record<string, unknown> } };
  /* eslint-enable @typescript-eslint/no-require-imports */
  defaultConfig.zeroRuntime = true;
  ConfigContext._currentValue.theme = defaultConfig;
}

export {};
