// Where a phase's time goes, file by file. Every runner that `pnpm test` starts writes its per-file times into the
// phase's TEST_TIMES_DIR: jest its --json results (jest.json), node's test runner one line per file
// (node-test-file-times.mjs, *.tsv), Playwright its JSON report (playwright-*.json, e2e/support/reporters.ts).
// This reads whichever are there.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const shortName = (file) => (file.startsWith('/') ? relative(ROOT, file) : file);

/** jest --json: each test file's start and end. */
const fromJest = (report) => report.testResults.map((result) => ({ file: result.name, seconds: (result.endTime - result.startTime) / 1000 }));

/** node-test-file-times.mjs: "<seconds>\t<file>" lines. */
const fromNodeTest = (text) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [seconds, file] = line.split('\t');
      return { file, seconds: Number(seconds) };
    });

/** Playwright's JSON report: the time of every attempt (retries too) of every test, summed per spec file. */
function fromPlaywright(report) {
  const perFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      const file = join(report.config.rootDir, spec.file);
      perFile.set(file, (perFile.get(file) ?? 0) + ms / 1000);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...perFile].map(([file, seconds]) => ({ file, seconds }));
}

/** Every file's time found in `dir`, slowest first; a file met in two runs (the skew phase's two mixes) is summed. */
export function readTestTimes(dir) {
  if (!existsSync(dir)) return [];
  const totals = new Map();
  for (const name of readdirSync(dir)) {
    const text = readFileSync(join(dir, name), 'utf8');
    const rows = name === 'jest.json' ? fromJest(JSON.parse(text)) : name.endsWith('.tsv') ? fromNodeTest(text) : name.startsWith('playwright') ? fromPlaywright(JSON.parse(text)) : [];
    for (const { file, seconds } of rows) totals.set(shortName(file), (totals.get(shortName(file)) ?? 0) + seconds);
  }
  return [...totals].map(([file, seconds]) => ({ file, seconds })).sort((a, b) => b.seconds - a.seconds);
}

/** The phase's slowest files as lines to print, and how many files it ran in all. */
export function slowestFilesLines(phase, dir, count = 15) {
  const times = readTestTimes(dir);
  if (times.length === 0) return [];
  const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
  return [
    `  ${phase}: ${times.length} files, ${total.toFixed(0)} s in files; the slowest ${Math.min(count, times.length)}:`,
    ...times.slice(0, count).map(({ file, seconds }) => `    ${seconds.toFixed(1).padStart(7)} s  ${file}`),
  ];
}
