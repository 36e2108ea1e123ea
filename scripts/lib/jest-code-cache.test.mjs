// V8's code cache that the unit tests' jest workers keep (tooling/jest.code-cache.cjs): a module compiled again must
// start from its data, and data must never be handed to another source, which V8 would accept if only the length
// matched and so run the wrong code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
require('../../tooling/jest.code-cache.cjs');

const PARAMS = ['module', 'exports'];
const options = (filename) => ({ filename, importModuleDynamically: async () => ({}) });
const run = (compiled) => {
  const module = { exports: {} };
  compiled(module, module.exports);
  return module.exports.value;
};

test('the same source compiled again starts from the data of its first compile', () => {
  const source = 'module.exports.value = [1, 2, 3].map((n) => n * 2).join(",");';
  const first = vm.compileFunction(source, PARAMS, options('/cache-test/same.js'));
  const again = vm.compileFunction(source, PARAMS, options('/cache-test/same.js'));
  assert.equal(first.cachedDataProduced, true);
  assert.equal(again.cachedDataRejected, false);
  assert.equal(run(again), '2,4,6');
});

test('another source of the same length under the same name is compiled from its own text', () => {
  vm.compileFunction('module.exports.value = "aaaa";', PARAMS, options('/cache-test/changed.js'));
  const changed = vm.compileFunction('module.exports.value = "bbbb";', PARAMS, options('/cache-test/changed.js'));
  assert.equal(changed.cachedDataRejected, undefined);
  assert.equal(run(changed), 'bbbb');
});

test('the same source with other parameters is compiled from its own text', () => {
  const source = 'module.exports.value = typeof exports;';
  vm.compileFunction(source, PARAMS, options('/cache-test/params.js'));
  const other = vm.compileFunction(source, ['module'], options('/cache-test/params.js'));
  assert.equal(other.cachedDataRejected, undefined);
  assert.equal(run(other), 'undefined');
});
