// The unit tests' computed styles (tooling/jest.environment.cjs) take jsdom's user-agent rules from an index by class
// or element name: an element must still get every rule of that sheet that matches it, in the sheet's order, or a
// hidden element would show (and a shown one hide) in every unit test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The environment changes jsdom's computed styles as it loads, so it comes before jsdom itself.
require('../../tooling/jest.environment.cjs');
const jsdomRequire = createRequire(createRequire(createRequire(require.resolve('jest-fixed-jsdom')).resolve('jest-environment-jsdom')).resolve('jsdom'));
const { JSDOM } = jsdomRequire('jsdom');

const { window } = new JSDOM(`<!doctype html><body>
  <div id="block"></div><span id="inline"></span><ul><li id="item"></li></ul><table id="table"><tr id="row"><td id="cell"></td></tr></table>
  <p id="hidden" hidden></p><input id="field"><input id="secret" type="hidden"><details><summary id="summary"></summary></details>
  <noscript id="noscript"></noscript><b id="bold"></b><h1 id="heading"></h1>
</body>`);
const style = (id) => window.getComputedStyle(window.document.getElementById(id));

// The values jsdom's own walk over its sheet gives (read with jsdom as published, 2026-11-29): '' where no rule sets it.
test("elements get the display jsdom's user-agent sheet gives them, and none where it has no rule", () => {
  const displays = Object.fromEntries(['block', 'inline', 'item', 'table', 'row', 'cell', 'hidden', 'field', 'secret', 'summary', 'noscript'].map((id) => [id, style(id).display]));
  assert.deepEqual(displays, {
    block: 'block',
    inline: '',
    item: 'list-item',
    table: 'table',
    row: 'table-row',
    cell: 'table-cell',
    hidden: 'none',
    field: 'inline-block',
    secret: 'none',
    summary: 'block',
    noscript: '',
  });
});

test('a later rule of the sheet wins over an earlier one, and other properties come through', () => {
  assert.equal(style('bold').fontWeight, 'bold');
  assert.equal(style('heading').display, 'block');
  assert.equal(style('heading').fontWeight, 'bold');
  assert.equal(style('hidden').visibility, 'visible');
});
