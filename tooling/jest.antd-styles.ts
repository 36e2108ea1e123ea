// antd writes its styles into the page as <style> rules (CSS-in-JS), over a thousand of them once a form, a table and
// a few pickers have rendered. jsdom's getComputedStyle matches every rule of every sheet against the element, and
// Testing Library asks it for every element it looks at (role queries skip what is display: none or
// visibility: hidden; accessible names; toBeVisible; user-event's pointer-events check on every ancestor). In the
// frontend unit tests that matching was over half of all the time spent (measured with --cpu-prof: 10.4 s of 18 s in
// the Project dialog's tests).
//
// What a test can observe through jsdom (which does no layout) is whether an element is hidden: display: none,
// visibility: hidden or collapse, opacity: 0. So antd's style objects are cut down to the declarations that hide
// before they are written, and every rule without one disappears: about 60 rules of 420 in the Project dialog's
// tests. What is hidden stays hidden in the same cascade: a closed dropdown (ant-dropdown-hidden: display none) is
// still out of a role query's reach.
//
// The cut would be wrong where antd shows, by a later or more specific rule, an element that one of its rules hides
// (say `display: block` over `display: none`), or sets `visibility: visible` inside a hidden parent. Checked over the
// whole unit suite when this was made (2026-11-27, antd 6.6): in the DOM each test left, no element that a hiding
// rule matches was shown by another rule, and none under a hidden parent was visible; keeping every display,
// visibility and opacity declaration instead cost 14 % more CPU in five of the heaviest test files.
//
// The transformer goes on the default value of cssinjs' StyleContext, the value every tree without a StyleProvider
// reads and every StyleProvider (antd's ConfigProvider among them) starts from. If a later cssinjs stops reading it,
// the tests get slower again, not wrong.

/** Whether a declaration can hide the element it applies to. */
const hides = (property: string, value: unknown): boolean =>
  (property === 'display' && value === 'none') ||
  (property === 'visibility' && (value === 'hidden' || value === 'collapse')) ||
  (property === 'opacity' && (value === 0 || value === '0'));

type StyleObject = Record<string, unknown>;

/** Keeps nested rules (selectors, media queries) and, of the declarations, only those that hide. */
const keepWhatHides = {
  visit: (style: StyleObject): StyleObject =>
    Object.fromEntries(Object.entries(style).filter(([property, value]) => (typeof value === 'object' && value !== null) || hides(property, value))),
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
