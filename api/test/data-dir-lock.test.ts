import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DataDirInUseError, lockDataDir } from '../src/platform/db/data-dir-lock.js';

describe('embedded database folder lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('claims a free folder and releases it', () => {
    const release = lockDataDir(dir);
    assert.equal(readFileSync(join(dir, 'server.pid'), 'utf8'), String(process.pid));
    release();
    assert.equal(existsSync(join(dir, 'server.pid')), false);
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'server.pid'), String(other.pid));
      assert.throws(() => lockDataDir(dir), (error: unknown) => error instanceof DataDirInUseError && error.message.includes(String(other.pid)));
    } finally {
      other.kill();
    }
  });

  it('takes over a folder left behind by a process that died', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(join(dir, 'server.pid'), String(dead.pid));
    const release = lockDataDir(dir);
    assert.equal(readFileSync(join(dir, 'server.pid'), 'utf8'), String(process.pid));
    release();
  });
});
