#!/usr/bin/env node
// `pnpm budgets`: the frontend size budgets of the production builds (issue "Performance and scale").
//   - Shell initial JavaScript: every script the sign-in page downloads, measured in headless Chromium against
//     the portal as `pnpm start` serves it (so lazy chunks, the share scope and the entry's own imports count
//     exactly as a browser resolves them), gzip ≤ 350 KB in total.
//   - Each remote's own code: every .js file of its build (remoteEntry.js and the standalone main.js included)
//     except the chunks of shared singletons (those load once, from whichever app provides them first): the
//     assets its mf-manifest.json lists for shared modules, plus the vendor chunks webpack split off them
//     (see isSplitSharedChunk; antd's come from shared-ui's), gzip ≤ 150 KB.
//   - A first visit as a person makes it, in bytes on the wire (compressed, as the server sends them) and seconds
//     over an emulated 10 Mbit/s, 40 ms network: / signed out until the sign-in form; signing in until the first
//     list; each further remote's first page (scripts/lib/wire-budgets.mjs), the best of three walks (one under
//     `--no-time-limits`). Sizes always fail the run when exceeded, times unless `--no-time-limits` (which `pnpm test`
//     passes: a test's verdict must not depend on how busy the machine is).
// Builds what is missing or stale first (as `pnpm start` does) and starts its own portal on a free port, or
// measures the one at `--url http://host:port`; `--no-build` measures the builds as they are (and fails when one is
// missing); BUDGETS_EMAIL and BUDGETS_PASSWORD sign the walk in as another administrator (the deployment test's).
// Exits 1 when a budget is exceeded.
// Sizes: gzip at zlib's default level, KB = 1024 bytes.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { BUILD_STAMP, ROOT, buildChanged } from './lib/build-changed.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { startPortal } from './lib/portal-process.mjs';
import { bestOfWalks, measureVisit, wireReport } from './lib/wire-budgets.mjs';

const KB = 1024;
const SHELL_BUDGET_KB = 350;
const REMOTE_BUDGET_KB = 150;
const { SHARED_THROUGH_WORKSPACE } = createRequire(import.meta.url)('../tooling/webpack.app.cjs');
/**
 * First visits walked; each step's best time counts (scripts/lib/wire-budgets.mjs). Without time limits one walk: its
 * bytes are the first walk's either way, and a time that cannot fail is printed as it came (about 7 CPU s a walk).
 */
const WALKS_FOR_TIMES = 3;
/** `pnpm test` passes it: the times are printed, and only the sizes can fail the run. */
const NO_TIME_LIMITS = '--no-time-limits';
const REMOTES = ['remote-directory', 'remote-projects', 'remote-allocations', 'remote-timesheets'];

const gzipKb = (bytes) => gzipSync(bytes).length / KB;
const kb = (value) => value.toFixed(1).padStart(8);
const verdict = (total, budget) => (total <= budget ? 'PASS' : 'FAIL');

/** Scripts the sign-in page downloads until its form is shown and the network is idle, in download order. */
async function signInPageScripts(url) {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const urls = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') urls.push(response.url());
    });
    await page.goto(`${url}/signin`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // The bodies are read again from the server: Chromium may already have dropped them from its buffers.
    return Promise.all(
      urls.map(async (scriptUrl) => ({ file: new URL(scriptUrl).pathname, body: Buffer.from(await (await fetch(scriptUrl)).arrayBuffer()) })),
    );
  } finally {
    await browser.close();
  }
}

function shellReport(scripts) {
  console.log('\nShell initial JavaScript (what /signin downloads in Chromium)');
  console.log(`${'file'.padEnd(44)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(8)}`);
  let total = 0;
  for (const { file, body } of scripts) {
    const gzip = gzipKb(body);
    total += gzip;
    console.log(`${file.padEnd(44)}${kb(body.length / KB)}${kb(gzip)}`);
  }
  console.log(`${'total'.padEnd(44)}${''.padStart(8)}${kb(total)}  budget ${SHELL_BUDGET_KB} KB  ${verdict(total, SHELL_BUDGET_KB)}`);
  return total <= SHELL_BUDGET_KB;
}

/** The files a remote's mf-manifest.json lists as assets of shared modules. */
function sharedAssets(manifest) {
  const files = new Set();
  for (const shared of manifest.shared ?? []) {
    for (const kind of ['js', 'css']) {
      for (const file of [...(shared.assets?.[kind]?.sync ?? []), ...(shared.assets?.[kind]?.async ?? [])]) files.add(file);
    }
  }
  return files;
}

const packageOf = (source) => /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];

/**
 * mf-manifest.json lists only a shared module's own chunks, not the vendor chunks webpack split off them (e.g.
 * react-router's code behind its re-export chunk). A chunk whose source map holds library code only, including a
 * shared package, is such a split-off part of the shared fallbacks; anything holding the app's own code is not.
 */
function isSplitSharedChunk(file, sharedPackages) {
  const mapPath = `${file}.map`;
  if (!existsSync(mapPath)) return false;
  const packages = JSON.parse(readFileSync(mapPath, 'utf8')).sources.map(packageOf);
  return packages.every(Boolean) && packages.some((name) => sharedPackages.has(name));
}

function remoteOwnCode(dir) {
  const dist = join(ROOT, dir, 'dist');
  const manifestPath = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${dir}/dist/mf-manifest.json is missing: the build did not produce it.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sharedPackages = new Set([...manifest.shared.map(({ name }) => packageOf(`/node_modules/${name}/`)), ...SHARED_THROUGH_WORKSPACE]);
  const listed = sharedAssets(manifest);
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const shared = new Set(scripts.filter((file) => listed.has(file) || isSplitSharedChunk(join(dist, file), sharedPackages)));
  const own = scripts.filter((file) => !shared.has(file));
  const sizeOf = (files) => files.reduce((sum, file) => sum + gzipKb(readFileSync(join(dist, file))), 0);
  return { dir, files: own.length, gzip: sizeOf(own), sharedGzip: sizeOf(scripts.filter((file) => shared.has(file))) };
}

function remotesReport(remotes) {
  console.log('\nEach remote\'s own code (all .js in dist except the shared singletons\' chunks)');
  console.log(`${'remote'.padEnd(22)}${'files'.padStart(6)}${'own gzip KB'.padStart(13)}${'shared gzip KB (not counted)'.padStart(30)}`);
  for (const remote of remotes) {
    console.log(
      `${remote.dir.padEnd(22)}${String(remote.files).padStart(6)}${kb(remote.gzip).padStart(13)}${kb(remote.sharedGzip).padStart(30)}` +
        `  budget ${REMOTE_BUDGET_KB} KB  ${verdict(remote.gzip, REMOTE_BUDGET_KB)}`,
    );
  }
  return remotes.every((remote) => remote.gzip <= REMOTE_BUDGET_KB);
}

function urlOption() {
  const index = process.argv.indexOf('--url');
  return index === -1 ? undefined : process.argv[index + 1];
}

/** The account the walk signs in with: the demo administrator unless BUDGETS_EMAIL and BUDGETS_PASSWORD name another. */
function accountOption() {
  const { BUDGETS_EMAIL: email, BUDGETS_PASSWORD: password } = process.env;
  return email && password ? { email, password } : undefined;
}

function requireBuilds() {
  for (const dir of ['shell', ...REMOTES]) {
    if (!existsSync(join(ROOT, dir, 'dist', BUILD_STAMP))) throw new Error(`${dir}/dist is missing: run \`pnpm build\` or drop --no-build.`);
  }
}

async function main() {
  if (process.argv.includes('--no-build')) requireBuilds();
  else buildChanged();
  const remotesOk = remotesReport(REMOTES.map(remoteOwnCode));
  const url = urlOption();
  const portal = url ? { url, stop: async () => {} } : await startPortal();
  let shellOk;
  let wireOk;
  try {
    shellOk = shellReport(await signInPageScripts(portal.url));
    const enforceTimes = !process.argv.includes(NO_TIME_LIMITS);
    const walks = [];
    for (let walk = 0; walk < (enforceTimes ? WALKS_FOR_TIMES : 1); walk += 1) walks.push(await measureVisit(portal.url, accountOption()));
    wireOk = wireReport(bestOfWalks(walks), { enforceTimes });
  } finally {
    await portal.stop();
  }
  if (!shellOk || !remotesOk || !wireOk) {
    console.error('\nA frontend budget is exceeded (see FAIL above).');
    process.exit(1);
  }
  console.log('\nAll frontend budgets met.');
}

main().catch((error) => {
  console.error(`\nBudget check failed: ${error.message}`);
  process.exit(1);
});
