import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { cpuByProgramLines, programOf, sampleCpuByProgram } from './cpu-by-program.mjs';

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

test('counts the CPU a process uses while it is sampled, by its program', async () => {
  const sampler = sampleCpuByProgram();
  // A process started after the first reading spends 1.5 s of CPU (however busy the machine is), says so and
  // stays alive, so the last reading (stop) sees all of it.
  const spin = 'while (process.cpuUsage().user < 1.5e6); console.log("spent"); setInterval(() => {}, 1000);';
  const busy = spawn(process.execPath, ['-e', spin], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve) => busy.stdout.once('data', resolve));
    const byProgram = new Map(sampler.stop());
    assert.ok((byProgram.get('other node') ?? 0) >= 1.5, `other node: ${byProgram.get('other node')} s`);
    assert.match(cpuByProgramLines([...byProgram]).join('\n'), /s +\d+ % +other node/);
  } finally {
    busy.kill();
  }
});
