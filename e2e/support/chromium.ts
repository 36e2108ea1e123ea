import { existsSync } from 'node:fs';

// Debian's headless shell first: the same engine without the browser's window and compositor, a fifth less CPU per
// test (`pnpm test` finds or installs one and passes it in CHROMIUM_PATH: @portal/test-services, findChromium).
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Playwright cannot download its own browser here: the tests drive Debian's Chromium. */
export function chromiumExecutable(): string {
  const path = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error(
      `No Chromium at ${path ?? DEBIAN_CHROMIUMS.join(' or ')}. The browser tests need one: install Debian's package ` +
        '(sudo apt-get update && sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary.',
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
  // V8 without its optimising compilers (TurboFan, Maglev): a test's page lives seconds, too short for optimised code to
  // repay compiling it, and the compiles run on a second thread that `pnpm test`'s other lanes need. Same semantics;
  // 6 specs in a cgroup: 54 → 47 CPU s, the same wall time alone. Speed is measured by `pnpm budgets`, which
  // launches its own browser with V8's defaults.
  '--js-flags=--no-opt --no-maglev',
];

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry' | 'on-all-retries' | 'retain-on-first-failure';

/**
 * When a test records a trace: E2E_TRACE if set, else on the retry of a test that failed (CI retries once). Recording
 * every test to keep only the failures' traces ('retain-on-failure') took 43 % of the accessibility spec's CPU (507 s
 * against 291 s, measured with the phase in a cgroup of its own): the screencast keeps Chromium's compositor drawing
 * frames nobody looks at. A run without retries (a local one) keeps its failures' screenshots; `E2E_TRACE=retain-on-failure`
 * gets their traces too.
 */
const traceMode = (fallback: TraceMode): TraceMode => (process.env.E2E_TRACE as TraceMode | undefined) ?? fallback;

/**
 * A mode that records every test (to keep a failure's) leaves out the trace's screenshots: their screencast is what
 * costs (the deployment spec in a cgroup: 91.5 CPU s recording, 77.5 without a trace). The trace keeps its DOM snapshot
 * of every action, which the viewer shows as the page, and the failure its own screenshot (`screenshot` below).
 */
const RECORDS_EVERY_TEST: readonly TraceMode[] = ['on', 'retain-on-failure', 'retain-on-first-failure'];

/**
 * The browser every Playwright config here uses (Debian's Chromium), and what a failure keeps for reading. `trace`:
 * when a test records a trace unless E2E_TRACE says otherwise (a config without retries keeps each failure's).
 */
export const browserUse = (trace: TraceMode = 'on-first-retry') => {
  const mode = traceMode(trace);
  return {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: { mode, screenshots: !RECORDS_EVERY_TEST.includes(mode), snapshots: true, sources: true },
  } as const;
};
