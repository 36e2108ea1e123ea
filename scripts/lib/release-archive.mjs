// The last release's frontends as they were built (releases/frontends-<commit>.tar.br), kept beside what else it
// promised, so the checks that run today's builds against them (the skew phase, the deployment's rollback) serve them
// as they shipped instead of building that commit again on every fresh clone (three production builds, most of the
// skew phase). Each app's package.json goes with its dist/: its version names the build (release:remote --from).
// Source maps and the compressed copies are left out: only developer tools fetch the maps, the servers
// send a file as it is when it has no compressed copy, and with them the archive would be 4 MB instead of 0.6.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

const LEFT_OUT = ['*.map', '*.gz', '*.br'];
const NAME = /^frontends-([0-9a-f]{12})\.tar\.br$/;

/** Where the archive of `commit`'s frontends lives in `releasesDir` (whether or not it exists). */
export const archiveOf = (releasesDir, commit) => join(releasesDir, `frontends-${commit.slice(0, 12)}.tar.br`);

/** The apps an archive holds, read from its own listing: each `<app>/dist/` in it. */
function appsIn(tarBytes) {
  const listing = spawnSync('tar', ['-t'], { input: tarBytes, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (listing.status !== 0) throw new Error(`tar -t failed: ${listing.stderr}`);
  return [...new Set(listing.stdout.split('\n').flatMap((entry) => /^(?:\.\/)?([^/]+)\/dist\//.exec(entry)?.[1] ?? []))];
}

/**
 * Packs each app's `dist/` and package.json under `root` (root/<app>/dist) into `file`. Brotli at its strongest with a
 * 16 MB window: it is done once per release, and the apps' copies of the shared libraries are far apart in the tar.
 */
export function packFrontends(root, apps, file) {
  const missing = apps.filter((app) => !existsSync(join(root, app, 'dist', 'index.html')));
  if (missing.length > 0) throw new Error(`no build of ${missing.join(', ')} under ${root}`);
  const tar = spawnSync('tar', ['-c', ...LEFT_OUT.map((pattern) => `--exclude=${pattern}`), ...apps.flatMap((app) => [`${app}/package.json`, `${app}/dist`])], {
    cwd: root,
    maxBuffer: 1 << 28,
  });
  if (tar.status !== 0) throw new Error(`tar -c failed: ${tar.stderr}`);
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: tar.stdout.length };
  writeFileSync(file, brotliCompressSync(tar.stdout, { params }));
}

/** Unpacks `file` into `root` (root/<app>/dist, root/<app>/package.json) and returns the apps it held. */
export function unpackFrontends(file, root) {
  const tarBytes = brotliDecompressSync(readFileSync(file));
  const unpack = spawnSync('tar', ['-x', '-C', root], { input: tarBytes });
  if (unpack.status !== 0) throw new Error(`unpacking ${file} failed: ${unpack.stderr}`);
  return appsIn(tarBytes);
}

/** Removes every archive in `releasesDir` but `keep`'s: the folder holds the last release only. */
export function removeOtherArchives(releasesDir, keep) {
  for (const name of readdirSync(releasesDir)) {
    if (NAME.test(name) && join(releasesDir, name) !== keep) rmSync(join(releasesDir, name));
  }
}
