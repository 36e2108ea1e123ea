import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { archiveOf, packFrontends, removeOtherArchives, unpackFrontends } from './release-archive.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'portal-release-archive-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** An app's production build as webpack leaves it: pages and chunks, their maps and compressed copies. */
function fakeBuild(root, app) {
  const dist = join(root, app, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(root, app, 'package.json'), JSON.stringify({ name: `@portal/${app}`, version: '0.1.0' }));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${app}</title>`);
  writeFileSync(join(dist, 'main.0123456789.js'), `console.log(${JSON.stringify(app)});`);
  writeFileSync(join(dist, 'assets', 'logo.svg'), '<svg/>');
  for (const copy of ['main.0123456789.js.map', 'main.0123456789.js.gz', 'main.0123456789.js.br']) writeFileSync(join(dist, copy), 'left out');
}

test("the archive gives back every file a browser fetches and each app's package.json, and no source map or compressed copy", () => {
  const built = join(scratch, 'built');
  for (const app of ['shell', 'remote-projects']) fakeBuild(built, app);
  const file = archiveOf(scratch, 'dea95c72a17adec7c570c0af4f88f28e6345a7f5');
  assert.equal(file, join(scratch, 'frontends-dea95c72a17a.tar.br'));

  packFrontends(built, ['shell', 'remote-projects'], file);
  const unpacked = join(scratch, 'unpacked');
  mkdirSync(unpacked);
  assert.deepEqual(unpackFrontends(file, unpacked).sort(), ['remote-projects', 'shell']);

  assert.deepEqual(readdirSync(join(unpacked, 'shell', 'dist')).sort(), ['assets', 'index.html', 'main.0123456789.js']);
  assert.equal(readFileSync(join(unpacked, 'remote-projects', 'dist', 'main.0123456789.js'), 'utf8'), 'console.log("remote-projects");');
  assert.equal(readFileSync(join(unpacked, 'shell', 'dist', 'assets', 'logo.svg'), 'utf8'), '<svg/>');
  assert.equal(JSON.parse(readFileSync(join(unpacked, 'remote-projects', 'package.json'), 'utf8')).version, '0.1.0');
});

test('an app without a build is refused by name, and no archive is written', () => {
  const file = join(scratch, 'frontends-000000000000.tar.br');
  assert.throws(() => packFrontends(join(scratch, 'nothing-built'), ['shell'], file), /no build of shell/);
  assert.equal(existsSync(file), false);
});

test('recording a release leaves only its own archive', () => {
  const releases = join(scratch, 'releases');
  mkdirSync(releases);
  const older = archiveOf(releases, 'a'.repeat(40));
  const newer = archiveOf(releases, 'b'.repeat(40));
  for (const file of [older, newer, join(releases, 'last.json')]) writeFileSync(file, '');
  removeOtherArchives(releases, newer);
  assert.deepEqual(readdirSync(releases).sort(), ['frontends-bbbbbbbbbbbb.tar.br', 'last.json']);
});
