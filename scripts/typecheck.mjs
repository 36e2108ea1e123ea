#!/usr/bin/env node
// `pnpm typecheck`: the TypeScript of every workspace package, as each package's own `typecheck` script checks it
// (`tsc -p tsconfig.json`), but with one compiler run for each group of packages whose tsconfig.json says the same
// compilerOptions. The seven frontend packages share theirs, and each of them imports shared-ui and shared-auth from
// source: checked package by package, antd's types were loaded seven times and shared-ui's source checked six. One
// program over a group checks the same files under the same options once. The groups come from the packages' own
// tsconfig.json files, so a package that changes its options gets a run of its own without anyone editing this.
//
// Each group's program is a tsconfig written under the first package's node_modules/.cache (so `types` resolve from
// that package's node_modules/@types, as its own would) that extends the package's tsconfig.json and includes every
// member's `include` entries.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

/** tsconfig.json is JSON with comments (bench's has line comments). */
const readJsonc = (file) => JSON.parse(readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, ''));

const GROUPABLE = 'tsc -p tsconfig.json';
const folders = [...readdirSync(ROOT), ...readdirSync(join(ROOT, 'tooling')).map((name) => join('tooling', name))];
/** Workspace packages (top level and tooling/) with a typecheck script, and that script. */
const withTypecheck = folders
  .filter((folder) => existsSync(join(ROOT, folder, 'package.json')))
  .map((folder) => ({ folder, script: JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')).scripts?.typecheck }))
  .filter(({ script }) => script !== undefined);

/** Those whose script is `tsc -p tsconfig.json`, which can share a program with others of the same options. */
function typecheckedPackages() {
  return withTypecheck
    .filter(({ folder, script }) => script === GROUPABLE && existsSync(join(ROOT, folder, 'tsconfig.json')))
    .map(({ folder }) => {
      const config = readJsonc(join(ROOT, folder, 'tsconfig.json'));
      const { include = ['**/*'], ...options } = config;
      // Packages group when everything but `include` is the same, `extends` resolved to the file it names.
      const key = JSON.stringify({ ...options, extends: options.extends && resolve(ROOT, folder, options.extends) });
      return { folder, key, include: include.map((entry) => resolve(ROOT, folder, entry)) };
    })
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

function groups(packages) {
  const byKey = new Map();
  for (const pkg of packages) byKey.set(pkg.key, [...(byKey.get(pkg.key) ?? []), pkg]);
  return [...byKey.values()];
}

/** The group's tsconfig: the first member's, with every member's include. */
function groupConfig(members) {
  const [first] = members;
  const dir = join(ROOT, first.folder, 'node_modules', '.cache', 'typecheck');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `group-${members.map(({ folder }) => folder.replaceAll('/', '+')).join(',')}.json`);
  const include = [...new Set(members.flatMap((member) => member.include))].map((entry) => relative(dir, entry));
  writeFileSync(file, `${JSON.stringify({ extends: relative(dir, join(ROOT, first.folder, 'tsconfig.json')), include }, null, 2)}\n`);
  return { dir: join(ROOT, first.folder), file };
}

let failed = false;
for (const members of groups(typecheckedPackages())) {
  const { dir, file } = groupConfig(members);
  // Each package's own TypeScript (7, the native compiler), as its script would run it.
  const tsc = join(dirname(createRequire(join(dir, 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', file], { cwd: ROOT, stdio: 'inherit' });
  const verdict = result.status === 0 ? 'ok' : 'FAILED';
  console.log(`typecheck ${verdict}: ${members.map(({ folder }) => folder).join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  failed ||= result.status !== 0;
}
// A package whose typecheck is anything else runs its own script, as `pnpm -r run typecheck` did: none is left out.
const grouped = new Set(typecheckedPackages().map(({ folder }) => folder));
for (const { folder } of withTypecheck.filter((pkg) => !grouped.has(pkg.folder))) {
  const result = spawnSync('pnpm', ['run', 'typecheck'], { cwd: join(ROOT, folder), stdio: 'inherit' });
  console.log(`typecheck ${result.status === 0 ? 'ok' : 'FAILED'}: ${folder} (its own script)`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
