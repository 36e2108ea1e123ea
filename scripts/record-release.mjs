#!/usr/bin/env node
// `pnpm release:record [note]`: records the commit checked out (HEAD) as the next release (docs/compatibility.md):
// releases/last.json names it, and beside it go what it promises to the builds after it, the API's OpenAPI document
// (the v1 baseline of `pnpm check:api-compat`), the shared packages' surfaces (of `pnpm check:surface`) and its
// frontends' production builds (releases/frontends-<commit>.tar.br), which the skew phase of `pnpm test` and the
// deployment's rollback run today's builds against. Commit what it wrote.
import { execFileSync } from 'node:child_process';
import { writeOpenApiBaseline } from './lib/openapi-baseline.mjs';
import { PACKAGES } from './lib/build-changed.mjs';
import { archiveOf, packFrontends, removeOtherArchives } from './lib/release-archive.mjs';
import { buildRelease } from './lib/release-builds.mjs';
import { RELEASES_DIR, recordRelease } from './lib/releases.mjs';
import { writeSurfaceBaselines } from './lib/surface-baseline.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
if (git('status', '--porcelain', '--untracked-files=no')) {
  console.error('release:record: the checkout has uncommitted changes; a release is a commit, so commit or stash them first.');
  process.exit(1);
}
const commit = git('rev-parse', 'HEAD');
// Every frontend, built from the commit's own sources as a fresh clone would (release-builds.mjs), before anything is
// written: a build that fails records nothing.
const frontends = PACKAGES.map(({ dir }) => dir).filter((dir) => dir !== 'api');
const archive = archiveOf(RELEASES_DIR, commit);
packFrontends(buildRelease(commit, frontends), frontends, archive);
removeOtherArchives(RELEASES_DIR, archive);
await writeOpenApiBaseline();
writeSurfaceBaselines();
const release = recordRelease(commit, process.argv.slice(2).join(' ') || `Recorded by pnpm release:record from ${git('log', '-1', '--format=%s', commit).slice(0, 120)}`);
console.log(`release:record: ${release.release} = ${commit.slice(0, 7)}; wrote releases/last.json, releases/openapi-v1.json, releases/surfaces/ and ${archive.slice(RELEASES_DIR.length)}. Commit them.`);
