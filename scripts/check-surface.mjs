#!/usr/bin/env node
// `pnpm check:surface`: what the shared singletons (@portal/shared-ui, @portal/shared-auth) offer the remotes only
// grows within a major version (docs/compatibility.md), because a remote built on one day runs against the shared
// packages deployed on another. For each package: its committed API report (<package>/api/<package>.api.md) is what
// its source gives now, and compared with the last recorded release's (releases/surfaces, beside releases/last.json)
// nothing was removed or changed unless the package's major version is above the one it had in that release.
//   --update                    rewrites the committed reports first (then review and commit them)
//   --baselines-from <commit>   rewrites releases/surfaces from that commit's sources, and nothing else
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastRelease } from './lib/releases.mjs';
import { SURFACES_DIR, versionAt, writeSurfaceBaselinesAt } from './lib/surface-baseline.mjs';
import { acceptedVersions, missingFromRelease, namesImportedBy } from './lib/remote-ranges.mjs';
import { PACKAGES } from './lib/build-changed.mjs';
import { compareSurfaces, mayBreak } from './lib/surface-compare.mjs';
import { readReport } from './lib/surface-report.mjs';
import { ROOT, SURFACE_PACKAGES, extractReport, reportFile } from './lib/surface-extract.mjs';

const args = process.argv.slice(2);
const baselineCommit = args.includes('--baselines-from') ? args[args.indexOf('--baselines-from') + 1] : undefined;
if (baselineCommit) {
  writeSurfaceBaselinesAt(baselineCommit);
  console.log(`check:surface: releases/surfaces now holds the reports of ${SURFACE_PACKAGES.join(' and ')} at ${baselineCommit}`);
  process.exit(0);
}

const release = lastRelease();
const list = (names) => names.join(', ');
let failed = false;
// Everything goes to stdout, so the lines stay in order when pnpm test prefixes them.
const fail = (line) => {
  failed = true;
  console.log(`  ✗ ${line}`);
};

for (const name of SURFACE_PACKAGES) {
  const started = Date.now();
  const { name: packageName, version } = JSON.parse(readFileSync(join(ROOT, name, 'package.json'), 'utf8'));
  const { report, changed, diff, ok } = extractReport(join(ROOT, name), { update: args.includes('--update') });
  const committed = `${name}/api/${reportFile(name)}`;
  console.log(`${packageName} ${version} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) fail('API Extractor reported problems (above)');
  if (!changed) console.log(`  ${committed} is up to date`);
  else if (args.includes('--update')) console.log(`  ${committed} rewritten: review it and commit it`);
  else {
    fail(`${committed} is not what the source gives now: run \`pnpm check:surface --update\` and commit the report`);
    if (diff) console.log(diff.replace(/^/gm, '    '));
  }

  const baseline = join(SURFACES_DIR, reportFile(name));
  if (!existsSync(baseline)) {
    fail(`releases/surfaces/${reportFile(name)} is missing: recording a release writes it (writeSurfaceBaselines)`);
    continue;
  }
  const releasedVersion = versionAt(release.commit, name);
  const since = `since release ${release.release} (${release.commit.slice(0, 7)}, ${releasedVersion} → ${version})`;
  const { added, extended, deprecated, removed, changed: broken } = compareSurfaces(readFileSync(baseline, 'utf8'), report);
  if (added.length > 0) console.log(`  added ${since}: ${list(added)}`);
  if (extended.length > 0) console.log(`  extended (nothing a remote relies on was taken away): ${list(extended)}`);
  if (deprecated.length > 0) console.log(`  deprecated (they stay for the compatibility window): ${list(deprecated)}`);
  const breaks = [...removed.map((export_) => `${export_}: removed`), ...broken.map(({ name: export_, why }) => `${export_}: ${why}`)];
  if (breaks.length === 0) continue;
  if (mayBreak(releasedVersion, version)) {
    console.log(`  removed or changed ${since}, allowed by the new major version:`);
    for (const line of breaks) console.log(`    ${line}`);
    continue;
  }
  fail(`removed or changed ${since}, at the same major version:`);
  for (const line of breaks) console.log(`      ${line}`);
  console.log(
    `    A remote built against ${releasedVersion} may use them. Keep them (a replaced export stays, marked @deprecated, for the` +
      ` compatibility window; docs/compatibility.md), or make this a new major version: \`pnpm changeset\`, ${packageName} major.`,
  );
}
// Each remote's range is what it tells the version guard; accepting the released version is a promise to use only
// what that release exported (docs/compatibility.md).
const REMOTES = PACKAGES.map(({ dir }) => dir).filter((dir) => dir.startsWith('remote-'));
for (const name of SURFACE_PACKAGES) {
  const baseline = join(SURFACES_DIR, reportFile(name));
  if (!existsSync(baseline)) continue;
  const { exported, reexports } = readReport(readFileSync(baseline, 'utf8'));
  const releasedExports = new Set([...exported.keys(), ...reexports.keys()]);
  const { name: packageName, version } = JSON.parse(readFileSync(join(ROOT, name, 'package.json'), 'utf8'));
  const releasedVersion = versionAt(release.commit, name);
  for (const remote of REMOTES) {
    const specifier = JSON.parse(readFileSync(join(ROOT, remote, 'package.json'), 'utf8')).dependencies?.[packageName];
    if (!specifier) continue;
    const range = acceptedVersions(specifier, version);
    const missing = missingFromRelease({ range, releasedVersion, imported: namesImportedBy(join(ROOT, remote), packageName), releasedExports });
    if (missing.length === 0) {
      console.log(`${remote} accepts ${packageName} ${range}; what it imports is in every version it accepts`);
      continue;
    }
    fail(
      `${remote} accepts ${packageName} ${range}, which includes ${releasedVersion} (release ${release.release}), but imports what ${releasedVersion} did not export: ` +
        `${list(missing)}. Raise its range in ${remote}/package.json to the version that added them (it then deploys after a shell that has them).`,
    );
  }
}
process.exit(failed ? 1 : 0);
