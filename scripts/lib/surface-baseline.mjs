// The shared packages' surfaces as the last recorded release shipped them (releases/surfaces/<package>.api.md, beside
// releases/last.json), which `pnpm check:surface` compares the packages with.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASES_DIR } from './releases.mjs';
import { ROOT, SURFACE_PACKAGES, extractReport, reportFile } from './surface-extract.mjs';

export const SURFACES_DIR = join(RELEASES_DIR, 'surfaces');

/** Copies each shared package's committed report into `dir`: what recording a release keeps of their surfaces. */
export function writeSurfaceBaselines(dir = SURFACES_DIR) {
  mkdirSync(dir, { recursive: true });
  for (const name of SURFACE_PACKAGES) copyFileSync(join(ROOT, name, 'api', reportFile(name)), join(dir, reportFile(name)));
}

/** A package's version at a commit, from its package.json there. */
export function versionAt(commit, name) {
  const text = execFileSync('git', ['show', `${commit}:${name}/package.json`], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(text).version;
}

/**
 * Writes into `dir` the reports of the shared packages as they were at `commit`, for a release recorded before its
 * reports were (or after a new API Extractor writes reports differently): their sources from git, compiled against
 * today's node_modules, which is what the report's own imports name anyway.
 */
export function writeSurfaceBaselinesAt(commit, dir = SURFACES_DIR) {
  const checkout = mkdtempSync(join(tmpdir(), 'portal-surface-'));
  try {
    const archive = execFileSync('git', ['archive', commit, 'tsconfig.base.json', ...SURFACE_PACKAGES], { cwd: ROOT, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', checkout], { input: archive });
    mkdirSync(dir, { recursive: true });
    for (const name of SURFACE_PACKAGES) {
      symlinkSync(join(ROOT, name, 'node_modules'), join(checkout, name, 'node_modules'));
      const { ok } = extractReport(join(checkout, name), { reportFolder: dir, update: true });
      if (!ok) throw new Error(`API Extractor reported problems in ${name} at ${commit} (above)`);
    }
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}
