// Reads an API Extractor report (*.api.md) as declarations, for scripts/lib/surface-compare.mjs. The report is
// TypeScript declaration text; it is read as tokens grouped by their brackets, so whitespace, line breaks and the
// order of declarations do not matter, and `//` comment lines (release tags, `@deprecated`, `// Warning:` lines)
// are kept apart from the code: they document, they are not the surface.

const TOKEN = /\s+|\/\/[^\n]*|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`|[A-Za-z_$][\w$]*|\d[\w.]*|=>|\.\.\.|[^\s]/g;
// In type text `<` and `>` only ever bracket type parameters and arguments (`=>` is a token of its own).
const CLOSERS = { '(': ')', '[': ']', '{': '}', '<': '>' };
const MODIFIERS = new Set(['export', 'declare', 'default', 'abstract', 'async']);
const KINDS = new Set(['function', 'const', 'let', 'var', 'class', 'interface', 'type', 'enum', 'namespace', 'module']);
// Declarations that end with their body instead of a semicolon.
const BODY_KINDS = new Set(['class', 'interface', 'enum', 'namespace', 'module']);

export const isGroup = (node) => typeof node === 'object';
const isIdentifier = (node) => typeof node === 'string' && /^[A-Za-z_$]/.test(node);

/** The TypeScript block of a report: between its ```ts fence and the closing fence. */
export function reportCode(report) {
  const match = /```ts\n([\s\S]*?)\n```/.exec(report);
  if (!match) throw new Error('not an API Extractor report: no ```ts block');
  return match[1];
}

/** Tokens as nested bracket groups ({ open, items }); each group and token remembers the comments before it. */
function parseNodes(code) {
  const root = { open: '', items: [] };
  const stack = [root];
  let comments = [];
  for (const [text] of code.matchAll(TOKEN)) {
    if (/^\s/.test(text)) continue;
    if (text.startsWith('//')) {
      comments.push(text);
      continue;
    }
    const top = stack.at(-1);
    if (/^['"]/.test(text)) {
      // TypeScript 5 and 7 quote string literal types differently: one spelling for both.
      top.items.push(JSON.stringify(text.slice(1, -1).replace(/\\(['"])/g, '$1')));
    } else if (CLOSERS[text]) {
      const group = { open: text, items: [], comments };
      top.items.push(group);
      stack.push(group);
    } else if (text === CLOSERS[top.open]) {
      stack.pop();
    } else {
      top.items.push(text);
      if (comments.length > 0) (top.commentsAt ??= new Map()).set(top.items.length - 1, comments);
    }
    comments = [];
  }
  if (stack.length !== 1) throw new Error('unbalanced brackets in the report');
  return root;
}

const commentsBefore = (group, index) => {
  const item = group.items[index];
  return (isGroup(item) ? item.comments : group.commentsAt?.get(index)) ?? [];
};

/** Splits a group's items at top-level separators, each part with the comments before its first item. */
export function splitItems(group, separators) {
  const parts = [];
  let current;
  group.items.forEach((item, index) => {
    if (typeof item === 'string' && separators.includes(item)) {
      if (current) parts.push(current);
      current = undefined;
    } else {
      current ??= { items: [], comments: commentsBefore(group, index) };
      current.items.push(item);
    }
  });
  if (current) parts.push(current);
  return parts;
}

/** Top-level statements: each ends at `;`, or after the body of a class, interface, enum or namespace or `export { … }`. */
function statements(root) {
  const result = [];
  let current;
  root.items.forEach((item, index) => {
    if (item === ';') {
      if (current) result.push(current);
      current = undefined;
      return;
    }
    current ??= { items: [], comments: commentsBefore(root, index) };
    current.items.push(item);
    const keyword = current.items.find((node) => !MODIFIERS.has(node));
    const bodyEnds = isGroup(item) && item.open === '{' && (BODY_KINDS.has(keyword) || (current.items.length === 2 && keyword === item));
    if (bodyEnds) {
      result.push(current);
      current = undefined;
    }
  });
  if (current) result.push(current);
  return result;
}

/** `import { A as B } from 'm'` and `import * as ns from 'm'`: each local name → 'm#A' / 'm#*'. */
function importNames(items, names) {
  const from = items.at(-1).slice(1, -1);
  const braces = items.find((node) => isGroup(node) && node.open === '{');
  if (braces) {
    for (const { items: spec } of splitItems(braces, [','])) {
      const words = spec.filter((word) => word !== 'type');
      names.set(words.at(-1), `${from}#${words[0]}`);
    }
  } else if (items.includes('*')) {
    names.set(items[items.indexOf('as') + 1], `${from}#*`);
  } else {
    names.set(items.find((word, i) => i > 0 && isIdentifier(word) && word !== 'type'), `${from}#default`);
  }
}

/**
 * The report's declarations: `exported` (name → its declarations, overloads included), `local` (declarations the
 * entry point does not export, API Extractor's forgotten exports, by their report name, which it numbers, Props_2…)
 * and `reexports` (exported name → 'module#name' or the local name it re-exports). Imported names in the
 * declarations are replaced by 'module#name', since the report's own aliases for them (BaseQueryFn_2) are numbered too.
 */
export function readReport(report) {
  const imports = new Map();
  const found = statements(parseNodes(reportCode(report)));
  for (const { items } of found) if (items[0] === 'import') importNames(items, imports);
  // `yup.StringSchema`: only the name before the dot is an import.
  const canonical = (node, previous) => {
    if (isGroup(node)) return { ...node, items: node.items.map((item, i) => canonical(item, node.items[i - 1])) };
    return previous === '.' ? node : (imports.get(node) ?? node);
  };

  const exported = new Map();
  const local = new Map();
  const reexports = new Map();
  for (const { items, comments } of found) {
    if (items[0] === 'import') continue;
    if (items[0] === 'export' && isGroup(items[1])) {
      for (const { items: spec } of splitItems(items[1], [','])) reexports.set(spec.at(-1), imports.get(spec[0]) ?? spec[0]);
      continue;
    }
    if (items[0] === 'export' && items[1] === '*') {
      reexports.set(`* from ${items.at(-1)}`, printNodes(items));
      continue;
    }
    let at = items.findIndex((node) => KINDS.has(node));
    if (at < 0) continue;
    if (items[at] === 'const' && items[at + 1] === 'enum') at += 1;
    const name = items[at + 1];
    const declaration = {
      name,
      kind: items[at],
      rest: canonical({ open: '', items: items.slice(at + 2) }).items,
      deprecated: comments.some((comment) => comment.includes('@deprecated')),
    };
    const into = items.slice(0, at).includes('export') ? exported : local;
    into.set(name, [...(into.get(name) ?? []), declaration]);
  }
  return { exported, local, reexports };
}

/** A node list as text again, on one line (for messages). */
export function printNodes(items) {
  return items
    .map((node) => (isGroup(node) ? `${node.open}${printNodes(node.items)}${CLOSERS[node.open] ?? ''}` : node))
    .join(' ')
    .replace(/ ([,;:)\]}>?.<[])/g, '$1')
    .replace(/([([{<.]) /g, '$1');
}
