import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError, DEFAULT_REMOTES, REPO_ROOT, loadConfig } from '../src/config.js';
import { RUN_FROM_SOURCE } from './helpers/run-from-source.js';

const SECRET = 'x'.repeat(32);
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  tempDirs.push(dir);
  return dir;
};

describe('configuration', () => {
  after(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses production without JWT_SECRET and DATABASE_URL, naming both', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /JWT_SECRET/);
      assert.match(error.message, /DATABASE_URL/);
      return true;
    });
    assert.throws(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', DATABASE_URL: 'postgres://x/y' }), /JWT_SECRET/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }), /DATABASE_URL/);
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL: 'postgres://db/portal' });
    assert.equal(ok.demo, false);
    assert.deepEqual(ok.database, { driver: 'postgres', url: 'postgres://db/portal' });
  });

  it('exits with code 1 and a clear message when production settings are missing', () => {
    const result = spawnSync(process.execPath, [...RUN_FROM_SOURCE, 'src/server.ts'], {
      cwd: resolve(REPO_ROOT, 'api'),
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /Configuration error: NODE_ENV=production requires JWT_SECRET .* and DATABASE_URL/);
  });

  it('has the documented defaults, with the data directory at the repository root', () => {
    const dataDir = tempDir();
    const config = loadConfig({ PGLITE_DATA_DIR: dataDir });
    assert.equal(config.demo, true);
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.jwt.ttlSeconds, 8 * 3600);
    assert.equal(config.demoPassword, 'Passw0rd!');
    assert.equal(config.workdayHours, 8);
    assert.equal(config.orgTimezone, 'UTC');
    assert.deepEqual(config.remotes, DEFAULT_REMOTES);
    assert.equal(config.staticRoot, REPO_ROOT);
    assert.deepEqual(config.database, { driver: 'pglite', dataDir: join(dataDir, 'pgdata') });
    assert.equal(loadConfig({ JWT_SECRET: SECRET }).dataDir, join(REPO_ROOT, 'data'));
  });

  it('generates a demo JWT secret once and keeps it in the data directory', () => {
    const dataDir = tempDir();
    const first = loadConfig({ PGLITE_DATA_DIR: dataDir }).jwt.secret;
    assert.ok(first.length >= 32);
    assert.equal(loadConfig({ PGLITE_DATA_DIR: dataDir }).jwt.secret, first);
    assert.equal(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim(), first);
    assert.equal(statSync(join(dataDir, 'jwt-secret')).mode & 0o077, 0, 'not readable by others');
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    const env = { JWT_SECRET: SECRET };
    assert.deepEqual(loadConfig(env).trustProxy, []);
    assert.deepEqual(loadConfig({ ...env, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8 ::1' }).trustProxy, ['127.0.0.1', '10.0.0.0/8', '::1']);
    assert.throws(() => loadConfig({ ...env, TRUST_PROXY: 'true' }), /TRUST_PROXY entries must be proxy addresses/);
  });

  it('parses PORTAL_REMOTES, JWT_TTL, WORKDAY_HOURS and ORG_TIMEZONE, rejecting nonsense', () => {
    const env = { JWT_SECRET: SECRET };
    assert.deepEqual(loadConfig({ ...env, PORTAL_REMOTES: '{"remote_x":"https://cdn.example/x/mf-manifest.json"}' }).remotes, {
      remote_x: 'https://cdn.example/x/mf-manifest.json',
    });
    assert.throws(() => loadConfig({ ...env, PORTAL_REMOTES: '[1,2]' }), ConfigError);
    assert.throws(() => loadConfig({ ...env, PORTAL_REMOTES: '{"a": 1}' }), ConfigError);
    assert.equal(loadConfig({ ...env, JWT_TTL: '30m' }).jwt.ttlSeconds, 1800);
    assert.equal(loadConfig({ ...env, JWT_TTL: '3600' }).jwt.ttlSeconds, 3600);
    assert.throws(() => loadConfig({ ...env, JWT_TTL: 'forever' }), ConfigError);
    assert.equal(loadConfig({ ...env, WORKDAY_HOURS: '7.5' }).workdayHours, 7.5);
    assert.throws(() => loadConfig({ ...env, WORKDAY_HOURS: '0' }), ConfigError);
    assert.equal(loadConfig({ ...env, ORG_TIMEZONE: 'Asia/Kolkata' }).orgTimezone, 'Asia/Kolkata');
    assert.throws(() => loadConfig({ ...env, ORG_TIMEZONE: 'Mars/Olympus' }), ConfigError);
    assert.throws(() => loadConfig({ ...env, PORT: 'eighty' }), ConfigError);
  });
});
