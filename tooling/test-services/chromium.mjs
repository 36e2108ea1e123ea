import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { installDebianPackage, onPath, provisionForced } from './machine.mjs';

const require = createRequire(import.meta.url);

/** Where Playwright keeps the Chromium it downloads (present only once `playwright install chromium` has run). */
function playwrightChromium() {
  const { chromium } = require('playwright-core');
  return chromium.executablePath();
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), when installed: the same engine without the browser's
 * own window, toolbar and compositor, which is what Playwright itself runs for headless tests. Measured on three e2e
 * specs with their portal, every process in one cgroup: 70 CPU s against 86 with the full Chromium (docs/testing.md).
 */
const systemHeadlessShell = () => onPath('chromium-headless-shell');

/** Debian's and most distributions' Chromium, when installed. */
const systemChromium = () => onPath('chromium') ?? onPath('chromium-browser');

/** Debian's headless shell installed now, else its full Chromium; false when neither could be (not root, no apt). */
function installDebianChromium() {
  try {
    if (installDebianPackage('chromium-headless-shell') && systemHeadlessShell()) return true;
  } catch (error) {
    console.log(`test services: Debian's chromium-headless-shell could not be installed (${error.message.split('\n')[0]}); trying chromium`);
  }
  return installDebianPackage('chromium') && Boolean(systemChromium());
}

/** Playwright's own download; false when it cannot (no network, or a registry-only mirror). */
function downloadPlaywrightChromium() {
  console.log('test services: downloading Playwright’s Chromium (playwright install chromium)');
  // The package's command line (its `bin`), which its exports do not list.
  const cli = join(dirname(require.resolve('playwright-core/package.json')), 'cli.js');
  const result = spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', timeout: 300_000 });
  if (result.status === 0 && existsSync(playwrightChromium())) return true;
  console.log(`test services: Playwright could not download Chromium (${(result.stderr || result.error?.message || 'no reason given').trim().split('\n')[0]})`);
  return false;
}

/**
 * The Chromium the browser tests drive, each way tried in turn: CHROMIUM_PATH (an empty value counts as unset);
 * Chromium's headless shell on PATH; Playwright's own when installed; a system Chromium on PATH; Playwright's own
 * downloaded now; Debian's headless shell (else its chromium) installed when running as root; else an error saying
 * what to install. With PORTAL_TEST_PROVISION=embedded the download and the package are tried before anything
 * already on the machine.
 */
export function findChromium() {
  const setting = process.env.CHROMIUM_PATH;
  if (setting) {
    if (!existsSync(setting)) throw new Error(`CHROMIUM_PATH is ${setting}, where there is no Chromium.`);
    return { path: setting, source: 'CHROMIUM_PATH' };
  }
  const forced = provisionForced();
  const installed = () => systemHeadlessShell() ?? systemChromium();
  if (!forced && systemHeadlessShell()) return { path: systemHeadlessShell(), source: 'the system’s headless shell' };
  if (!forced && existsSync(playwrightChromium())) return { path: playwrightChromium(), source: 'Playwright’s own' };
  if (!forced && systemChromium()) return { path: systemChromium(), source: 'the system’s' };
  if (downloadPlaywrightChromium()) return { path: playwrightChromium(), source: 'Playwright’s own, downloaded for this run' };
  if (installDebianChromium()) return { path: installed(), source: 'Debian’s package, installed for this run' };
  if (installed()) return { path: installed(), source: 'the system’s' };
  throw new Error('The browser tests need Chromium: run `pnpm --filter @portal/e2e exec playwright install chromium`, or install Debian’s (sudo apt-get install -y chromium-headless-shell, or chromium), or set CHROMIUM_PATH.');
}
