// antd.css cut down to the declarations that hide an element, as rules looked up by class or element name (used by
// jest.environment.cjs, which says why).
//
// What a test can observe of antd's styles through jsdom (which does no layout) is whether an element is hidden:
// display: none, visibility: hidden or collapse, opacity: 0. The tests run antd with its `zeroRuntime` theme flag
// (jest.antd-styles.ts), the mode in which antd expects its styles from a static sheet (antd/dist/antd.css), and this
// is that sheet's part a test can see. What is hidden stays hidden: a closed dropdown (ant-dropdown-hidden) is out of a
// role query's reach (user-menu.test.tsx checks it; it fails without these rules).
//
// The cut would be wrong where antd shows, by a later or more specific rule, an element that one of its rules hides
// (say `display: block` over `display: none`), or sets `visibility: visible` inside a hidden parent. jsdom has no
// specificity anyway (later rules win) and every declaration kept hides, so their order does not matter. Checked over
// the whole unit suite (2026-11-27, antd 6.6): in the DOM each test left, no element that a hiding rule matches was
// shown by another rule, and none under a hidden parent was visible.
//
// The cut depends only on antd's version: it is made once (jsdom parses antd.css, about a second) and kept in
// node_modules/.cache; a file per version, written whole and renamed into place, so two workers never read half of one.
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const HIDING = { display: ['none'], visibility: ['hidden', 'collapse'], opacity: ['0'] };

/** The declarations of a rule that hide: [property, value, priority]. */
function hidingDeclarations(style) {
  return Object.entries(HIDING).flatMap(([property, values]) => {
    const value = style.getPropertyValue(property);
    return values.includes(value) ? [[property, value, style.getPropertyPriority(property)]] : [];
  });
}

/**
 * Splits `text` at each top-level character `isSeparator` picks (a list at its commas, a selector at its combinators):
 * not inside parentheses (`:not(.a, .b)`), brackets (`[title="a b"]`) or quotes.
 */
function splitTopLevel(text, isSeparator) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (depth === 0 && isSeparator(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * What the element must have for `selector` to match it, as a key: one of its last compound's own classes
 * (`.name`, lower-cased, so a quirks-mode document, where classes match in any case, is covered too), else its element
 * name (`<name>`); null where there is neither to be sure of (`*`, an attribute alone, an escape or a namespace).
 */
function requiredKey(selector) {
  const compound = splitTopLevel(selector, (char) => /[\s>+~]/.test(char)).at(-1) ?? '';
  let depth = 0;
  for (let index = 0; index < compound.length; index += 1) {
    const char = compound[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '.' && depth === 0) {
      const name = /^-?[_a-zA-Z][\w-]*/.exec(compound.slice(index + 1))?.[0];
      if (!name || compound[index + 1 + name.length] === '\\') return null;
      return `.${name.toLowerCase()}`;
    }
  }
  const elementName = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
  // `svg|a` names a namespace first; an escape may continue the name.
  return elementName && !['\\', '|'].includes(compound[elementName.length]) ? `<${elementName.toLowerCase()}>` : null;
}

/** Whether jsdom's selector engine reads the selector: in a list, one it cannot read would make the list match nothing. */
function readable(document, selector) {
  try {
    document.documentElement.matches(selector);
    return true;
  } catch {
    return false;
  }
}

/** antd.css's hiding declarations, in the sheet's order: { selector, property, value, priority } for each selector. */
function cutToWhatHides(document, css) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = [];
  const visit = (rule) => {
    if (rule.media) {
      // jsdom applies a media rule only when its list is exactly `screen` (helpers/style-rules.js), and so does this.
      if (Array.prototype.includes.call(rule.media, 'screen')) Array.prototype.forEach.call(rule.cssRules, visit);
      return;
    }
    if (!rule.selectorText || !rule.style || !readable(document, rule.selectorText)) return;
    for (const [property, value, priority] of hidingDeclarations(rule.style)) {
      for (const selector of splitTopLevel(rule.selectorText, (char) => char === ',')) rules.push({ selector, property, value, priority });
    }
  };
  Array.prototype.forEach.call(style.sheet.cssRules, visit);
  style.remove();
  return rules;
}

/** The cut of this antd, from the cache or made (with `document` to parse it) and kept there. */
function hidingRules(antdRoot, document) {
  const { version } = JSON.parse(readFileSync(join(antdRoot, 'package.json'), 'utf8'));
  const madeBy = createHash('sha256').update(readFileSync(__filename)).digest('hex').slice(0, 12);
  const cached = join(__dirname, '..', 'node_modules', '.cache', 'antd-hiding-rules', `${version}-${madeBy}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8'));
  const rules = cutToWhatHides(document, readFileSync(join(antdRoot, 'dist', 'antd.css'), 'utf8'));
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(`${cached}.${process.pid}`, JSON.stringify(rules));
  renameSync(`${cached}.${process.pid}`, cached);
  return rules;
}

/**
 * The rules by what an element needs for them to match (requiredKey), each with its place in the sheet: most elements
 * have a few classes and no hiding rule is about them, so jsdom tests a handful of selectors where it tested all 367.
 */
function indexByKey(rules) {
  const byKey = new Map();
  const anyElement = [];
  rules.forEach((rule, order) => {
    const key = requiredKey(rule.selector);
    const entry = { ...rule, order };
    if (key === null) anyElement.push(entry);
    else byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  });
  return { byKey, anyElement };
}

/** The keys an element has (requiredKey): its classes and its name. */
function keysOf(elementImpl) {
  const classes = (elementImpl.getAttributeNS(null, 'class') ?? '').toLowerCase().split(/[\t\n\f\r ]+/).filter(Boolean);
  return new Set([...classes.map((name) => `.${name}`), `<${elementImpl.localName.toLowerCase()}>`]);
}

module.exports = { hidingRules, indexByKey, keysOf, requiredKey, splitTopLevel };
