// antd in jsdom: no CSS-in-JS at run time, and one small static sheet of the rules that hide an element.
//
// What a test can observe of antd's styles through jsdom (which does no layout) is whether an element is hidden:
// display: none, visibility: hidden or collapse, opacity: 0. Testing Library asks getComputedStyle for every element a
// role query, an accessible name or toBeVisible looks at (user-event too, on every ancestor), and jsdom matches every
// rule of every sheet against the element each time: with antd's own styles written (over a thousand rules once a form,
// a table and a few pickers have rendered) that matching was over half of the unit tests' time.
//
// So the tests run antd with its `zeroRuntime` theme flag, the mode in which antd expects its styles from a static
// sheet (antd/dist/antd.css): no component generates, hashes or registers style objects on render. In their place goes
// a sheet cut from antd.css down to its hiding declarations, each kind in one rule over every selector that has it
// (three rules in all, one selector match each). What is hidden stays hidden: a closed dropdown (ant-dropdown-hidden)
// is out of a role query's reach (user-menu.test.tsx checks it; it fails without this sheet). Against the runtime styles
// cut to their hiding declarations (this file before 2026-11-28), the remote-timesheets and remote-allocations tests
// in alternation on one 2-core machine: 155 and 165 CPU s before, 128 and 137 with this (docs/testing.md).
//
// The cut would be wrong where antd shows, by a later or more specific rule, an element that one of its rules hides
// (say `display: block` over `display: none`), or sets `visibility: visible` inside a hidden parent. jsdom has no
// specificity anyway (later rules win) and every declaration kept hides, so their order does not matter. Checked over
// the whole unit suite (2026-11-27, antd 6.6): in the DOM each test left, no element that a hiding rule matches was
// shown by another rule, and none under a hidden parent was visible.
//
// The sheet depends only on antd's version: it is made once (jsdom parses antd.css, about a second) and kept in
// node_modules/.cache; a file per version, written whole and renamed into place, so two workers never read half of one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Rule = { selectorText?: string; style?: CSSStyleDeclaration; media?: MediaList; cssRules?: ArrayLike<Rule> };

const HIDING: Record<string, string[]> = { display: ['none'], visibility: ['hidden', 'collapse'], opacity: ['0'] };

/** The declarations of a rule that hide, as written in the sheet (`display: none !important`). */
function hidingDeclarations(style: CSSStyleDeclaration): string[] {
  return Object.entries(HIDING).flatMap(([property, values]) => {
    const value = style.getPropertyValue(property);
    if (!values.includes(value)) return [];
    return [`${property}: ${value}${style.getPropertyPriority(property) ? ' !important' : ''}`];
  });
}

/** Whether jsdom's selector engine reads the selector: in a list, one it cannot read would make the list match nothing. */
function readable(selector: string): boolean {
  try {
    document.documentElement.matches(selector);
    return true;
  } catch {
    return false;
  }
}

/** antd.css cut down to its hiding declarations, each kind in one rule over every selector that has it. */
function cutToWhatHides(css: string): string {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const selectorsByDeclaration = new Map<string, string[]>();
  const visit = (rule: Rule) => {
    if (rule.media) {
      // jsdom applies a media rule only when its list is exactly `screen` (helpers/style-rules.js), and so does this.
      if (Array.prototype.includes.call(rule.media, 'screen')) Array.prototype.forEach.call(rule.cssRules, visit);
      return;
    }
    if (!rule.selectorText || !rule.style) return;
    for (const declaration of hidingDeclarations(rule.style)) {
      if (readable(rule.selectorText)) selectorsByDeclaration.set(declaration, [...(selectorsByDeclaration.get(declaration) ?? []), rule.selectorText]);
    }
  };
  Array.prototype.forEach.call((style.sheet as unknown as { cssRules: ArrayLike<Rule> }).cssRules, visit);
  style.remove();
  return [...selectorsByDeclaration].map(([declaration, selectors]) => `${selectors.join(',\n')} { ${declaration}; }`).join('\n');
}

/** The cut sheet of this antd, from the cache or made and kept there. */
function hidingSheet(antdRoot: string): string {
  const { version } = JSON.parse(readFileSync(join(antdRoot, 'package.json'), 'utf8')) as { version: string };
  const madeBy = createHash('sha256').update(readFileSync(__filename)).digest('hex').slice(0, 12);
  const cached = join(__dirname, '..', 'node_modules', '.cache', 'antd-hiding-sheet', `${version}-${madeBy}.css`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const sheet = cutToWhatHides(readFileSync(join(antdRoot, 'dist', 'antd.css'), 'utf8'));
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(`${cached}.${process.pid}`, sheet);
  renameSync(`${cached}.${process.pid}`, cached);
  return sheet;
}

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

  const style = document.createElement('style');
  style.dataset.antdHidingRules = '';
  style.textContent = hidingSheet(antdRoot);
  document.head.append(style);
}

export {};
