import assert from 'node:assert/strict';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';
import { remoteListFile } from '../src/platform/http/remote-list.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.js';

// PORTAL_REMOTES_FILE: the remote list in a file that every API instance reads again, so a remote is released or
// rolled back by editing the file, with no restart (docs/deployment.md).

const VERSION_1 = { remote_projects: 'https://static.example/remote-projects/0.1.1/mf-manifest.json' };
const VERSION_0 = { remote_projects: 'https://static.example/remote-projects/0.1.0/mf-manifest.json' };
const ELSEWHERE = { remote_projects: 'https://cdn.example/remote-projects/0.1.2/mf-manifest.json' };

const folder = mkdtempSync(join(tmpdir(), 'portal-remote-list-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** Writes the file as an operator's script would: in place, so only its content tells the edit apart. */
const writeList = (file: string, content: unknown) => writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));

describe('PORTAL_REMOTES_FILE at start-up', () => {
  const env = { JWT_SECRET: TEST_JWT_SECRET };

  it('gives the list in the file, validated like PORTAL_REMOTES', () => {
    const file = join(folder, 'start.json');
    writeList(file, VERSION_1);
    const config = loadConfig({ ...env, PORTAL_REMOTES_FILE: file });
    assert.deepEqual(config.remotes, VERSION_1);
    assert.equal(config.remotesFile, file);
    assert.equal(loadConfig(env).remotesFile, null, 'PORTAL_REMOTES alone, or nothing, is a fixed list as before');
  });

  it('refuses to start on a missing or invalid file, or with PORTAL_REMOTES set as well', () => {
    const file = join(folder, 'bad-start.json');
    assert.throws(() => loadConfig({ ...env, PORTAL_REMOTES_FILE: join(folder, 'missing.json') }), /PORTAL_REMOTES_FILE .*missing\.json.* cannot be read \(ENOENT\)/);
    for (const bad of ['', '[1,2]', '{"remote_projects": 1}', '{"remote_projects": ""}', '{"remote_projects": ']) {
      writeList(file, bad);
      assert.throws(() => loadConfig({ ...env, PORTAL_REMOTES_FILE: file }), ConfigError, bad);
    }
    writeList(file, VERSION_1);
    assert.throws(() => loadConfig({ ...env, PORTAL_REMOTES_FILE: file, PORTAL_REMOTES: JSON.stringify(VERSION_0) }), /not both/);
  });
});

describe('PORTAL_REMOTES_FILE while the API runs', () => {
  const file = join(folder, 'remotes.json');
  let t: TestApp;
  const list = async () => {
    const response = await t.request({ url: '/api/remotes' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    return response.json();
  };
  /** The CSP a page gets (the tests have no shell build: the 404 page carries the headers all the same). */
  const pageScriptSources = async () => {
    const response = await t.app.inject({ url: '/clients', headers: { accept: 'text/html' } });
    return /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
  };

  before(async () => {
    writeList(file, VERSION_1);
    t = await createTestApp({ remotes: VERSION_1, remotesFile: file });
  });
  after(() => t.close());

  it('answers the edited list on the very next request, with no restart', async () => {
    assert.deepEqual(await list(), VERSION_1);
    // Same length, same file, within the same millisecond: the content alone says it changed.
    writeList(file, VERSION_0);
    assert.deepEqual(await list(), VERSION_0);
    writeList(file, VERSION_1);
    assert.deepEqual(await list(), VERSION_1);
    // An editor's save (a new file renamed over the old one) as well.
    writeList(`${file}.new`, VERSION_0);
    renameSync(`${file}.new`, file);
    assert.deepEqual(await list(), VERSION_0);
  });

  it('keeps serving the last good list while the file is invalid or gone, and takes the next good edit', async () => {
    writeList(file, VERSION_1);
    assert.deepEqual(await list(), VERSION_1);
    for (const bad of ['{"remote_projects": "https://static.example/remote-pro', '[]', '{"remote_projects": null}', '']) {
      writeList(file, bad);
      assert.deepEqual(await list(), VERSION_1, `while the file holds ${JSON.stringify(bad)}`);
    }
    rmSync(file);
    assert.deepEqual(await list(), VERSION_1, 'while the file is gone');
    writeList(file, VERSION_0);
    assert.deepEqual(await list(), VERSION_0);
  });

  it("gives a page the CSP of the list as it is now: versions on one origin keep it, a new origin enters it", async () => {
    writeList(file, VERSION_1);
    assert.equal(await pageScriptSources(), "'self' https://static.example");
    writeList(file, VERSION_0);
    assert.equal(await pageScriptSources(), "'self' https://static.example");
    writeList(file, ELSEWHERE);
    assert.equal(await pageScriptSources(), "'self' https://cdn.example", 'the page loads the remote from the new origin');
    writeList(file, 'not json');
    assert.equal(await pageScriptSources(), "'self' https://cdn.example", 'an invalid file keeps the last good policy too');
  });
});

describe('remoteListFile', () => {
  it('logs each invalid content once, naming the file and the problem, and each change of list once', async () => {
    const file = join(folder, 'logged.json');
    const logged: { level: string; message: string; details: Record<string, unknown> }[] = [];
    const log = {
      info: (details: Record<string, unknown>, message: string) => logged.push({ level: 'info', message, details }),
      error: (details: Record<string, unknown>, message: string) => logged.push({ level: 'error', message, details }),
    };
    writeList(file, VERSION_1);
    const source = remoteListFile(file, VERSION_1, log as never);

    assert.deepEqual(await source.latest(), VERSION_1);
    assert.equal(logged.length, 0, 'the list it started with is no change');
    writeList(file, '{"remote_projects": 5}');
    await source.latest();
    await source.latest();
    assert.equal(logged.length, 1, 'the same bad content is logged once, not on every request');
    assert.equal(logged[0]!.level, 'error');
    assert.equal(logged[0]!.details.file, file);
    assert.match(String(logged[0]!.details.problem), /must be a non-empty manifest URL string/);
    assert.deepEqual(source.current(), VERSION_1);

    writeList(file, VERSION_0);
    assert.deepEqual(await source.latest(), VERSION_0);
    assert.equal(logged.at(-1)!.level, 'info');
    assert.deepEqual(logged.at(-1)!.details.remotes, VERSION_0);

    rmSync(file);
    await Promise.all([source.latest(), source.latest()]);
    assert.equal(logged.length, 3);
    assert.match(String(logged.at(-1)!.details.problem), /cannot be read \(ENOENT\)/);
  });
});
