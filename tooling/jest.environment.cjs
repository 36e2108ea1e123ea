// The frontend tests' environment: jest-fixed-jsdom (jsdom with Node's own fetch and streams), whose computed styles
// take antd's hiding rules (jest.antd-hiding-rules.cjs) and jsdom's own user-agent rules from an index by class or element
// name instead of walking every rule of a style sheet.
//
// Why: Testing Library asks getComputedStyle for every element a role query, an accessible name or toBeVisible looks
// at (user-event too, on every ancestor), and jsdom tests every selector of every sheet against the element each time,
// through nwsapi, which reads the element's class attribute again for each one. As a sheet, antd's 367 hiding
// selectors were a sixth of the heaviest files' CPU (week-editing.test.tsx: 17.7, 16.4 and 17.1 CPU s with them, 14.9,
// 15.4 and 14.3 without, in alternation). Looked up by a class (or element name) each selector needs, an element is
// tested against the few that could match it, with the same matcher, at the same place in the cascade: after jsdom's
// user-agent sheet and before the document's own sheets and the element's style attribute, where the <style> element
// holding them was.

// Before any module is compiled in this worker: V8's code cache for them (jest.code-cache.cjs says why).
require('./jest.code-cache.cjs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { hidingRules, indexByKey, keysOf, splitTopLevel } = require('./jest.antd-hiding-rules.cjs');

const fixedJsdomPath = require.resolve('jest-fixed-jsdom');
const jsdomRequire = createRequire(createRequire(createRequire(fixedJsdomPath).resolve('jest-environment-jsdom')).resolve('jsdom'));
const jsdomLib = join(dirname(jsdomRequire.resolve('jsdom')), 'jsdom');

// jsdom's Window takes getDeclarationForElement from this module once, as it loads: so the module is changed first.
if (require.cache[join(jsdomLib, 'browser', 'Window.js')]) {
  throw new Error('jest.environment.cjs: jsdom was loaded before its computed styles could be changed.');
}
const styleRules = jsdomRequire(join(jsdomLib, 'living', 'helpers', 'style-rules.js'));
const { matchesDontThrow } = jsdomRequire(join(jsdomLib, 'living', 'helpers', 'selectors.js'));
const { implForWrapper } = jsdomRequire(join(jsdomLib, 'living', 'generated', 'utils.js'));
const { CSSStyleDeclaration } = jsdomRequire('cssstyle');
const cssom = jsdomRequire('rrweb-cssom');
const { forEach, indexOf } = Array.prototype;

/** The sheet's rules as jsdom takes them (helpers/style-rules.js): a media rule's own only when its list has `screen`. */
function rulesOf(sheet) {
  const rules = [];
  forEach.call(sheet.cssRules, (rule) => {
    if (!rule.media) rules.push(rule);
    else if (indexOf.call(rule.media, 'screen') !== -1) forEach.call(rule.cssRules, (innerRule) => rules.push(innerRule));
  });
  return rules;
}

/** The indexed entries whose selector matches the element (jest.antd-hiding-rules.cjs, indexByKey), in their order. */
function matchingEntries({ byKey, anyElement }, elementImpl) {
  const candidates = [...anyElement, ...[...keysOf(elementImpl)].flatMap((key) => byKey.get(key) ?? [])];
  return candidates.filter(({ selector }) => matchesDontThrow(elementImpl, selector)).sort((a, b) => a.order - b.order);
}

// jsdom's user-agent sheet, looked up the same way: its 120-odd rules were matched one by one for every element a test
// asked about, as antd's were (--cpu-prof of the time-off and employee dialog files: computed styles 1.13 CPU s of 17.2
// with that walk, 0.68 of 16.9 with the index). Each selector of a rule's list is indexed on its own; a rule applies,
// once, where the whole list matches, as jsdom decides it (checked over the whole unit suite, 2026-11-29: for every
// element asked about, the same rules in the same order as jsdom's walk).
const userAgentRules = indexByKey(
  rulesOf(cssom.parse(jsdomRequire(join(jsdomLib, 'browser', 'default-stylesheet.js')))).flatMap((rule) =>
    splitTopLevel(rule.selectorText, (char) => char === ',').map((selector) => ({ selector, rule })),
  ),
);

/** The user-agent rules that match the element, each once, in the sheet's order. */
function matchingUserAgentRules(elementImpl) {
  const rules = new Set(matchingEntries(userAgentRules, elementImpl).map(({ rule }) => rule));
  return [...rules].filter((rule) => matchesDontThrow(elementImpl, rule.selectorText));
}

/** jsdom's own walk over one sheet (helpers/style-rules.js). */
function forEachMatchingRule(sheet, elementImpl, handleRule) {
  for (const rule of rulesOf(sheet)) if (matchesDontThrow(elementImpl, rule.selectorText)) handleRule(rule);
}

/** jsdom's getDeclarationForElement (cached per element until the document changes), with the hiding rules inserted. */
styleRules.getDeclarationForElement = (elementImpl) => {
  const document = elementImpl._ownerDocument;
  document._styleCache ??= new WeakMap();
  const cached = document._styleCache.get(elementImpl);
  if (cached) return cached;

  const declaration = new CSSStyleDeclaration();
  const handleProperty = (style, property) => {
    const value = style.getPropertyValue(property);
    // https://drafts.csswg.org/css-cascade-4/#valdef-all-unset
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  const handleRule = (rule) => forEach.call(rule.style, (property) => handleProperty(rule.style, property));

  matchingUserAgentRules(elementImpl).forEach(handleRule);
  if (document._portalHidingRules) {
    for (const { property, value, priority } of matchingEntries(document._portalHidingRules, elementImpl)) declaration.setProperty(property, value, priority);
  }
  forEach.call(document.styleSheets._list, (sheet) => forEachMatchingRule(sheet, elementImpl, handleRule));
  forEach.call(elementImpl.style, (property) => handleProperty(elementImpl.style, property));

  document._styleCache.set(elementImpl, declaration);
  return declaration;
};

const FixedJSDOMEnvironment = require(fixedJsdomPath);

/** The package's antd, if it has one (shared-auth has none). */
function antdRootOf(packageDir) {
  try {
    return dirname(createRequire(join(packageDir, 'package.json')).resolve('antd/package.json'));
  } catch {
    return undefined;
  }
}

// One index per antd for the worker's life: every test file's document uses it.
const indexes = new Map();

class PortalJsdomEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const antdRoot = antdRootOf(config.projectConfig.rootDir);
    if (!antdRoot) return;
    const document = this.dom.window.document;
    if (!indexes.has(antdRoot)) indexes.set(antdRoot, indexByKey(hidingRules(antdRoot, document)));
    implForWrapper(document)._portalHidingRules = indexes.get(antdRoot);
  }
}

module.exports = PortalJsdomEnvironment;
