// antd writes its styles into the page as <style> rules (CSS-in-JS), over a thousand of them once a form, a table and
// a few pickers have rendered. jsdom's getComputedStyle matches every rule of every sheet against the element, and
// Testing Library asks it for every element it looks at (role queries skip what is display: none or
// visibility: hidden; accessible names; toBeVisible). In the frontend unit tests that matching was over half of all
// the time spent (measured with --cpu-prof: 10.4 s of 18 s in the Project dialog's tests).
//
// The only declarations a test can observe through jsdom are the ones that hide: display, visibility and opacity
// (jsdom does no layout). So antd's style objects are cut down to those before they are written, and every rule
// without one of them disappears. What is hidden stays hidden in the same cascade: a closed dropdown
// (ant-dropdown-hidden: display none) is still out of a role query's reach.
//
// The transformer goes on the default value of cssinjs' StyleContext, the value every tree without a StyleProvider
// reads and every StyleProvider (antd's ConfigProvider among them) starts from. If a later cssinjs stops reading it,
// the tests get slower again, not wrong.

const OBSERVABLE = new Set(['display', 'visibility', 'opacity']);

type StyleObject = Record<string, unknown>;

/** Keeps nested rules (selectors, media queries) and, of the declarations, only those that can hide an element. */
const keepWhatHides = {
  visit: (style: StyleObject): StyleObject =>
    Object.fromEntries(Object.entries(style).filter(([property, value]) => (typeof value === 'object' && value !== null) || OBSERVABLE.has(property))),
};

/** The package's antd, if it has one (shared-auth has none). */
function resolveAntd(): string | undefined {
  try {
    return require.resolve('antd');
  } catch {
    return undefined;
  }
}

const antd = resolveAntd();
if (antd) {
  // The cssinjs instance antd itself loads (antd's dependency, not the package's), through jest's require so that it
  // is the test file's own module instance, the one antd will use.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { StyleContext } = require(require.resolve('@ant-design/cssinjs', { paths: [antd] })) as { StyleContext: { _currentValue: { transformers?: unknown[] } } };
  StyleContext._currentValue.transformers = [keepWhatHides];
}

export {};
