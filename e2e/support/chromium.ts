import { existsSync } from 'node:fs';

/** Playwright cannot download its own browser here: the tests drive Debian's Chromium. */
export function chromiumExecutable(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. The browser tests need one: install Debian's package ` +
        '(sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser every Playwright config here uses (Debian's Chromium), and what a failure keeps for reading. */
export const browserUse = () =>
  ({
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  }) as const;
