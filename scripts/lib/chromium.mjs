// Headless Chromium for measuring scripts, through the e2e package's Playwright (the repository's one browser driver).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './build-changed.mjs';

/** Launches Debian's Chromium (or CHROMIUM_PATH) headless; Playwright cannot download a browser here. */
export async function launchChromium() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: install Debian's chromium package or set CHROMIUM_PATH.`);
  }
  const { chromium } = createRequire(join(ROOT, 'e2e/package.json'))('@playwright/test');
  return chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
}
