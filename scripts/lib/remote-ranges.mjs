// A remote's package.json says which shared-ui and shared-auth versions it runs with (`workspace:^0.1.0 || ^1.0.0`),
// and that range is what its build tells the version guard at run time (docs/compatibility.md). This keeps the claim
// honest: a remote that accepts the version the last release shipped imports only what that release exported.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import acceptedVersionsModule from '../../tooling/accepted-versions.cjs';

/** The versions the app accepts, as its build tells Module Federation (`workspace:*`: its own version and later). */
export const { acceptedVersions } = acceptedVersionsModule;

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g;

/** Every name `source` imports (or re-exports) from `packageName`, type-only names included. */
export function importedNames(source, packageName) {
  const names = new Set();
  for (const [, list, from] of source.matchAll(IMPORT)) {
    if (from !== packageName) continue;
    for (const spec of list.split(',')) {
      const name = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '__tests__' || entry === 'testing' ? [] : sourceFiles(path);
    return SOURCE.test(entry) && !/\.test\./.test(entry) ? [path] : [];
  });
}

/** What the app's code (tests left out) imports from `packageName`. */
export function namesImportedBy(appDir, packageName) {
  const names = new Set();
  for (const file of sourceFiles(join(appDir, 'src'))) for (const name of importedNames(readFileSync(file, 'utf8'), packageName)) names.add(name);
  return names;
}

/**
 * The names a remote claims it can find in the released version but cannot: [] when its range does not accept that
 * version at all (it then waits for a newer shell, and the guard refuses it on older ones).
 */
export function missingFromRelease({ range, releasedVersion, imported, releasedExports }) {
  if (!semver.satisfies(releasedVersion, range)) return [];
  return [...imported].filter((name) => !releasedExports.has(name)).sort();
}
