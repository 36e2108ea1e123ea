// The last recorded release (releases/last.json) and the folder that keeps what it promised beside it: the API's
// OpenAPI document and the shared packages' surfaces (docs/compatibility.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const RELEASES_DIR = new URL('../../releases/', import.meta.url).pathname;
const LAST = join(RELEASES_DIR, 'last.json');

/** The last release: { release, commit, date, note }. */
export function lastRelease() {
  return JSON.parse(readFileSync(LAST, 'utf8'));
}

/** Records `commit` as the release after the last one (r1, r2, …). */
export function recordRelease(commit, note) {
  const previous = lastRelease();
  const number = Number(/^r(\d+)$/.exec(previous.release)?.[1] ?? 0) + 1;
  const release = { release: `r${number}`, commit, date: new Date().toISOString().slice(0, 10), note, previous: previous.commit };
  writeFileSync(LAST, `${JSON.stringify(release, null, 2)}\n`);
  return release;
}
