#!/usr/bin/env node
// `pnpm release:record [note]`: records the commit checked out (HEAD) as the next release (docs/compatibility.md):
// releases/last.json names it, and beside it go what it promises to the builds after it, the API's OpenAPI document
// (the v1 baseline of `pnpm check:api-compat`) and the shared packages' surfaces (of `pnpm check:surface`). The skew
// phase of `pnpm test` then builds this release's shell and remotes to run today's builds against. Commit what it wrote.
import { execFileSync } from 'node:child_process';
import { writeOpenApiBaseline } from './lib/openapi-baseline.mjs';
import { recordRelease } from './lib/releases.mjs';
import { writeSurfaceBaselines } from './lib/surface-baseline.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
if (git('status', '--porcelain', '--untracked-files=no')) {
  console.error('release:record: the checkout has uncommitted changes; a release is a commit, so commit or stash them first.');
  process.exit(1);
}
const commit = git('rev-parse', 'HEAD');
await writeOpenApiBaseline();
writeSurfaceBaselines();
const release = recordRelease(commit, process.argv.slice(2).join(' ') || `Recorded by pnpm release:record from ${git('log', '-1', '--format=%s', commit).slice(0, 120)}`);
console.log(`release:record: ${release.release} = ${commit.slice(0, 7)}; wrote releases/last.json, releases/openapi-v1.json and releases/surfaces/. Commit them.`);
