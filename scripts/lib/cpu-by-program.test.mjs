import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { commandKind, cpuByProgramLines, programOf, sampleCpuByProgram } from './cpu-by-program.mjs';

test('names the programs of a run from their command lines', () => {
  assert.equal(programOf('/usr/lib/chromium/chromium-headless-shell --type=renderer --no-sandbox'), 'Chromium');
  assert.equal(programOf('/usr/lib/chromium/chromium --type=gpu-process'), 'Chromium');
  assert.equal(programOf('postgres: postgres portal_test_1 127.0.0.1(5332) idle'), 'PostgreSQL server');
  assert.equal(programOf('/usr/bin/node /repo/node_modules/jest-worker/build/workers/processChild.js'), 'jest (unit)');
  assert.equal(programOf('/usr/bin/node /repo/api/dist/server.js'), 'portal server (api/dist)');
  assert.equal(programOf('/usr/bin/node --conditions=source --import tsx --test test/helpers/run-in-one-process.ts'), 'API suites (node --test)');
  assert.equal(programOf('/repo/node_modules/@typescript/typescript-linux-x64/lib/tsc -p x.json'), 'TypeScript');
  assert.equal(programOf(''), "other (the system's own included)");
});

test('tells the kinds of command in a catch-all apart, the same script from anywhere as one', () => {
  assert.equal(commandKind('/usr/bin/node /tmp/ci/node_modules/pnpm/bin/pnpm.cjs install --frozen-lockfile'), 'node …/bin/pnpm.cjs');
  assert.equal(commandKind('/repo/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.25.9 --ping'), 'esbuild');
  assert.equal(commandKind('/usr/bin/node --conditions=source --import tsx src/server.ts'), 'node …/src/server.ts');
  assert.equal(commandKind('/usr/bin/node -e while (true);'), 'node -e');
  assert.equal(commandKind(''), '(no command line: a kernel thread)');
});

test('counts the CPU a process uses while it is sampled, by its program', async () => {
  const sampler = sampleCpuByProgram();
  // A process started after the first reading spends 1.5 s of CPU (however busy the machine is), says so and
  // stays alive, so the last reading (stop) sees all of it.
  const spin = 'while (process.cpuUsage().user < 1.5e6); console.log("spent"); setInterval(() => {}, 1000);';
  const busy = spawn(process.execPath, ['-e', spin], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve) => busy.stdout.once('data', resolve));
    const report = sampler.stop();
    const byProgram = new Map(report);
    assert.ok((byProgram.get('other node') ?? 0) >= 1.5, `other node: ${byProgram.get('other node')} s`);
    // The catch-all names what spent it: a node running code given on its command line.
    const [, , heaviest] = report.find(([program]) => program === 'other node');
    assert.ok(heaviest.some(([kind, seconds]) => kind === 'node -e' && seconds >= 1.5), JSON.stringify(heaviest));
    assert.match(cpuByProgramLines(report).join('\n'), /s +\d+ % +other node\n +\d+ s {2}node -e$/m);
  } finally {
    busy.kill();
  }
});
