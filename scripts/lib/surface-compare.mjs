// Compares a shared package's API report with the one of the last release (docs/compatibility.md: within a major
// version a shared package only adds). Declarations are matched by name, overloads by their signatures, and members
// of object types and parameters one by one, so reordering, reformatting, comments and `@deprecated` tags change
// nothing. A declaration the package no longer has, or one that takes away what it gave or demands more than it
// did, is a break; a new export, or a new member or parameter nobody has to supply, is an addition.
import { isGroup, printNodes, readReport, splitItems } from './surface-report.mjs';

// Which way a type flows decides what may change in it. '+': the package gives it (a value, a return type), so it
// may give more; '-': the caller gives it (a parameter), so the package may accept more and demand no more;
// '=': an exported type, which a remote may both build and read, so only optional members may be added.
const flip = (polarity) => ({ '+': '-', '-': '+', '=': '=' })[polarity];
const TYPE_KINDS = new Set(['type', 'interface']);
const MEMBER_MODIFIERS = new Set(['readonly', 'static', 'public', 'protected', 'private', 'abstract', 'get', 'set']);
// Deep enough for any real declaration, and a stop for a type that refers to itself.
const MAX_DEPTH = 40;

const short = (items) => {
  const text = printNodes(items);
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
};

function optionalityChange(name, wasOptional, isOptional, polarity) {
  if (wasOptional === isOptional) return null;
  if (wasOptional && polarity !== '+') return `${name} became required`;
  if (!wasOptional && polarity !== '-') return `${name} became optional`;
  return null;
}

function memberOf({ items }) {
  let at = 0;
  // `readonly x`, but also a member named readonly (`readonly?: boolean`, `get(): T`).
  const isName = (next) => next === undefined || ['?', ':', '<'].includes(next) || (isGroup(next) && next.open === '(');
  while (MEMBER_MODIFIERS.has(items[at]) && !isName(items[at + 1])) at += 1;
  const head = items[at];
  const signature = isGroup(head) ? head.open !== '[' : head === 'new' || head === '<';
  const key = signature ? `${head === 'new' ? 'new' : ''}()` : isGroup(head) ? printNodes([head]) : head;
  const rest = items.slice(signature && head !== 'new' ? at : at + 1);
  const optional = rest[0] === '?';
  return { key, modifiers: items.slice(0, at).join(' '), optional, rest: optional ? rest.slice(1) : rest };
}

/** Where a type's head ends: its first top-level `:`, `=>` or `=`, or -1. */
const topLevelCut = (items) => items.findIndex((item) => [':', '=>', '='].includes(item));

function parameterOf({ items }) {
  const spread = items[0] === '...';
  const name = printNodes([items[spread ? 1 : 0]]);
  const optional = items[spread ? 2 : 1] === '?';
  return { name, spread, optional, type: items.slice(items.indexOf(':') + 1) };
}

class Comparison {
  /** `exact`: whether the two are the same declarations, however ordered and spelled, rather than compatible. */
  constructor(before, after, { exact = false } = {}) {
    this.before = before;
    this.after = after;
    this.exact = exact;
  }

  /**
   * A declaration the entry point does not export (API Extractor numbers their names: Props, Props_2…) always stands
   * for its body, and an exported type does when the other side has something else there (a type that became exported).
   */
  expand(report, node, previous, { orExported }) {
    if (isGroup(node) || previous === '.') return node;
    const local = report.local.get(node);
    const exported = orExported ? report.exported.get(node)?.find((d) => TYPE_KINDS.has(d.kind)) : undefined;
    const declaration = local?.[0] ?? exported;
    if (!declaration) return node;
    // A type alias stands for what follows its `=`; an interface for its body, a value for its type.
    const { kind, rest } = declaration;
    return { open: '', items: kind === 'type' ? rest.slice(rest.indexOf('=') + 1) : rest };
  }

  /**
   * Two types. What comes before the first top-level `:`, `=>` or `=` (type parameters, parameters) is compared in
   * step and the rest as a type again; a union or intersection as a set of its parts, in any order.
   */
  types(before, after, polarity, depth) {
    const became = `${short(before)} became ${short(after)}`;
    if (depth > MAX_DEPTH) return printNodes(before) === printNodes(after) ? null : became;
    const [cutBefore, cutAfter] = [before, after].map(topLevelCut);
    if (cutBefore >= 0 || cutAfter >= 0) {
      if (cutBefore !== cutAfter || before[cutBefore] !== after[cutAfter]) return became;
      const head = this.aligned(before.slice(0, cutBefore + 1), after.slice(0, cutAfter + 1), polarity, depth);
      return head ?? this.types(before.slice(cutBefore + 1), after.slice(cutAfter + 1), polarity, depth + 1);
    }
    for (const operator of ['|', '&']) {
      const [was, is] = [before, after].map((items) => splitItems({ items }, [operator]).map((part) => part.items));
      if (was.length === 1 && is.length === 1) continue;
      // A union the package gives must not grow (a caller meets a value it never handled) and one it takes must not
      // shrink; an intersection the other way round.
      const keepsOld = this.exact || (operator === '|' ? polarity !== '+' : polarity !== '-');
      const addsNothing = this.exact || (operator === '|' ? polarity !== '-' : polarity !== '+');
      const matches = (old, now) => this.types(old, now, polarity, depth + 1) === null;
      const lost = keepsOld && was.find((old) => !is.some((now) => matches(old, now)));
      if (lost) return `${short(lost)} no longer in ${short(after)}`;
      const gained = addsNothing && is.find((now) => !was.some((old) => matches(old, now)));
      if (gained) return `${short(gained)} added to ${short(before)}`;
      return null;
    }
    return this.aligned(before, after, polarity, depth);
  }

  /** Two token lists of the same shape, item by item. */
  aligned(before, after, polarity, depth) {
    if (before.length !== after.length) return `${short(before)} became ${short(after)}`;
    for (let i = 0; i < before.length; i += 1) {
      let [was, is] = [before[i], after[i]];
      const sameName = was === is;
      if (sameName && !this.before.local.has(was) && !this.after.local.has(is)) continue;
      was = this.expand(this.before, was, before[i - 1], { orExported: !sameName });
      is = this.expand(this.after, is, after[i - 1], { orExported: !sameName || isGroup(was) });
      if (isGroup(is)) was = this.expand(this.before, was, before[i - 1], { orExported: true });
      if (!isGroup(was) || !isGroup(is)) {
        if (was !== is) return `${short([was])} became ${short([is])}`;
        continue;
      }
      const parameters = was.open === '(' && [':', '=>'].includes(before[i + 1]);
      const why = parameters ? this.parameters(was, is, flip(polarity), depth + 1) : this.groups(was, is, polarity, depth + 1);
      if (why) return why;
    }
    return null;
  }

  groups(was, is, polarity, depth) {
    if (was.open !== is.open) return `${short([was])} became ${short([is])}`;
    if (was.open === '<') return this.typeArguments(was, is, polarity, depth);
    if (was.open !== '{') return this.types(was.items, is.items, polarity, depth);
    const [before, after] = [was, is].map((group) => splitItems(group, [';', ',']).map(memberOf));
    for (const old of before) {
      const candidates = after.filter((member) => member.key === old.key);
      if (candidates.length === 0) return `member ${old.key} removed`;
      const reasons = candidates.map(
        (member) =>
          (member.modifiers !== old.modifiers ? `${old.key} became ${member.modifiers || 'not readonly'}` : null) ??
          optionalityChange(old.key, old.optional, member.optional, this.exact ? '=' : polarity) ??
          this.types(old.rest, member.rest, polarity, depth),
      );
      if (!reasons.includes(null)) return reasons[0];
    }
    const needed = (member) => this.exact || (!member.optional && polarity !== '+');
    const added = after.find((member) => needed(member) && !before.some((old) => old.key === member.key));
    return added ? `${added.optional ? '' : 'required '}member ${added.key} added` : null;
  }

  /** `Map<K, V>`: each argument as a type, taken to flow the way the whole does. */
  typeArguments(was, is, polarity, depth) {
    const [before, after] = [was, is].map((group) => splitItems(group, [',']).map((part) => part.items));
    if (before.length !== after.length) return `${short([was])} became ${short([is])}`;
    for (const [i, old] of before.entries()) {
      const why = this.types(old, after[i], polarity, depth);
      if (why) return why;
    }
    return null;
  }

  parameters(was, is, polarity, depth) {
    const [before, after] = [was, is].map((group) => splitItems(group, [',']).map(parameterOf));
    for (const [i, old] of before.entries()) {
      const now = after[i];
      if (!now) {
        // A function given fewer arguments than it takes sees undefined; one given more ignores them.
        if (polarity !== '-' || this.exact) return `parameter ${old.name} removed`;
        continue;
      }
      if (now.spread !== old.spread) return `parameter ${old.name} changed`;
      const why =
        optionalityChange(`parameter ${old.name}`, old.optional, now.optional, this.exact ? '=' : polarity) ??
        this.types(old.type, now.type, polarity, depth);
      if (why) return why;
    }
    const needed = (parameter) => this.exact || (!parameter.optional && !parameter.spread && polarity !== '+');
    const added = after.slice(before.length).find(needed);
    return added ? `${added.optional ? '' : 'required '}parameter ${added.name} added` : null;
  }

  /** Why no declaration of `after` can stand where `old` stood, or null when one can. */
  declaration(old, after) {
    const candidates = after.filter((now) => now.kind === old.kind || (TYPE_KINDS.has(now.kind) && TYPE_KINDS.has(old.kind)));
    if (candidates.length === 0) return `was a ${old.kind}, now ${after.map((now) => `a ${now.kind}`).join(' and ')}`;
    const polarity = TYPE_KINDS.has(old.kind) ? '=' : '+';
    const reasons = candidates.map((now) => this.types(old.rest, now.rest, polarity, 0));
    return reasons.includes(null) ? null : reasons[0];
  }
}

/**
 * What changed between two reports: `added` exports; `extended`, changed in ways that break no remote built against
 * the old one; `deprecated`, exports newly marked so; `removed` and `changed` (with why), the breaks.
 */
export function compareSurfaces(beforeReport, afterReport) {
  const [before, after] = [readReport(beforeReport), readReport(afterReport)];
  const comparison = new Comparison(before, after);
  const sameness = new Comparison(before, after, { exact: true });
  const result = { added: [], extended: [], deprecated: [], removed: [], changed: [] };
  const names = (report) => new Set([...report.exported.keys(), ...report.reexports.keys()]);

  for (const name of names(before)) {
    const [wasDeclared, isDeclared] = [before.exported.get(name), after.exported.get(name)];
    const [wasReexport, isReexport] = [before.reexports.get(name), after.reexports.get(name)];
    if (!isDeclared && !isReexport) {
      result.removed.push(name);
    } else if (wasReexport || isReexport) {
      const from = (reexport) => reexport ?? 'declared here';
      if (wasReexport !== isReexport) result.changed.push({ name, why: `was ${from(wasReexport)}, now ${from(isReexport)}` });
    } else {
      const why = wasDeclared.map((old) => comparison.declaration(old, isDeclared)).find(Boolean);
      if (why) result.changed.push({ name, why });
      else if (isDeclared.length > wasDeclared.length || wasDeclared.some((old) => sameness.declaration(old, isDeclared))) {
        result.extended.push(name);
      }
      if (isDeclared.some((d) => d.deprecated) && !wasDeclared.some((d) => d.deprecated)) result.deprecated.push(name);
    }
  }
  for (const name of names(after)) if (!names(before).has(name)) result.added.push(name);
  return result;
}

const majorOf = (version) => {
  const match = /^(\d+)\.\d+\.\d+/.exec(version ?? '');
  if (!match) throw new Error(`not a version: ${version}`);
  return Number(match[1]);
};

/** Whether a package at `version` may have removed or changed what it had at `releasedVersion`: a new major may. */
export const mayBreak = (releasedVersion, version) => majorOf(version) > majorOf(releasedVersion);
