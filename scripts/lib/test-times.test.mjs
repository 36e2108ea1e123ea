import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readTestTimes, slowestFilesLines } from './test-times.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;

test("reads jest's, node's and Playwright's reports in one folder, slowest first, a file met twice summed", (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'test-times-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'jest.json'), JSON.stringify({ testResults: [{ name: `${ROOT}shell/src/a.test.tsx`, startTime: 1_000, endTime: 4_500 }] }));
  writeFileSync(join(dir, 'node-test-1.tsv'), `2.00\t${ROOT}api/test/b.test.ts\n0.50\t${ROOT}api/test/c.test.ts\n`);
  const spec = (file, durations) => ({ file, tests: [{ results: durations.map((duration) => ({ duration })) }] });
  // Two runs (the skew phase's two mixes); a retried test counts both attempts.
  for (const pid of [1, 2]) {
    writeFileSync(
      join(dir, `playwright-${pid}.json`),
      JSON.stringify({ config: { rootDir: `${ROOT}e2e/tests` }, suites: [{ specs: [], suites: [{ specs: [spec('d.spec.ts', [1_000, 500])] }] }] }),
    );
  }
  assert.deepEqual(readTestTimes(dir), [
    { file: 'shell/src/a.test.tsx', seconds: 3.5 },
    { file: 'e2e/tests/d.spec.ts', seconds: 3 },
    { file: 'api/test/b.test.ts', seconds: 2 },
    { file: 'api/test/c.test.ts', seconds: 0.5 },
  ]);
  assert.deepEqual(slowestFilesLines('unit', dir, 2), [
    '  unit: 4 files, 9 s in files; the slowest 2:',
    '        3.5 s  shell/src/a.test.tsx',
    '        3.0 s  e2e/tests/d.spec.ts',
  ]);
});

test('a phase that wrote no times prints nothing', () => {
  assert.deepEqual(slowestFilesLines('lint', join(tmpdir(), 'no-such-folder-for-test-times')), []);
});
