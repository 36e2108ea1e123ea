// Publishing a build into a folder that, once written, never changes: pages that loaded a version may ask for its
// chunks for as long as they stay open, so a version's files are never replaced, only added beside the others.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/** Every file below `dir`, relative to it, leaving out dot-files (a build's `.build-hash` stamp) and `except`. */
function filesOf(dir, except = []) {
  const walk = (folder) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.'))
      .flatMap((entry) => (entry.isDirectory() ? walk(join(folder, entry.name)) : [relative(dir, join(folder, entry.name))]));
  return walk(dir).filter((file) => !except.includes(file)).sort();
}

/** The files that are not the same in both folders (missing on one side or with other bytes), but for `ignore`d ones. */
function differences(built, published, except, ignore) {
  const ours = filesOf(built);
  const theirs = filesOf(published, except);
  const all = [...new Set([...ours, ...theirs])].filter((file) => !ignore?.test(file)).sort();
  return all.filter((file) => !ours.includes(file) || !theirs.includes(file) || !readFileSync(join(built, file)).equals(readFileSync(join(published, file))));
}

/**
 * Copies `built` to `target` with `extra` files (name → content) beside it, unless `target` exists. Then it answers
 * 'unchanged' when the files there are the build's (publishing the same build twice is harmless; files matching
 * `ignore` may differ) and throws a PublishedDiffers otherwise. The copy is written next to `target` and renamed
 * into place, so a web server never serves half a version.
 */
export function publishImmutable(built, target, { extra = {}, ignore } = {}) {
  if (existsSync(target)) {
    const changed = differences(built, target, Object.keys(extra), ignore);
    if (changed.length === 0) return 'unchanged';
    throw new PublishedDiffers(target, changed);
  }
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  mkdirSync(dirname(target), { recursive: true });
  rmSync(partial, { recursive: true, force: true });
  cpSync(built, partial, { recursive: true, filter: (source) => source === built || !basename(source).startsWith('.') });
  for (const [name, content] of Object.entries(extra)) writeFileSync(join(partial, name), content);
  renameSync(partial, target);
  return 'published';
}

export class PublishedDiffers extends Error {
  constructor(target, files) {
    const shown = files.slice(0, 5).join(', ') + (files.length > 5 ? `, and ${files.length - 5} more` : '');
    super(`${target} is already published with other content (${shown})`);
    this.files = files;
  }
}
