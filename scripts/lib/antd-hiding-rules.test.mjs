// The index of antd's hiding rules that the unit tests' environment looks up (tooling/jest.antd-hiding-rules.cjs): a
// key that an element matching the selector might lack would leave a hidden element shown in every unit test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { indexByKey, requiredKey, splitTopLevel } = require('../../tooling/jest.antd-hiding-rules.cjs');

test('a selector is keyed by a class of its last compound, not one inside a pseudo-class or attribute', () => {
  assert.equal(requiredKey('.ant-select-dropdown-hidden'), '.ant-select-dropdown-hidden');
  assert.equal(requiredKey('.ant-modal-root .ant-modal.ant-zoom-appear'), '.ant-modal');
  assert.equal(requiredKey('.ant-tabs >.ant-tabs-nav .ant-tabs-nav-operations-hidden'), '.ant-tabs-nav-operations-hidden');
  assert.equal(requiredKey(':where(.css-var-x) .Ant-Btn:not(.ant-btn-loading)::before'), '.ant-btn');
  assert.equal(requiredKey('.a:not(.b, .c) + span.d'), '.d');
  assert.equal(requiredKey('[title="a .b c"] .q'), '.q');
});

test('without a class it is keyed by its element name, and by nothing where neither is certain', () => {
  assert.equal(requiredKey('.ant-form-item-label >label::after'), '<label>');
  assert.equal(requiredKey(".ant-radio-button-wrapper input[type='radio']"), '<input>');
  assert.equal(requiredKey('.ant-select-content >*:not(.ant-select-input)'), null);
  assert.equal(requiredKey('.x :is(.a, .b)'), null);
  assert.equal(requiredKey('.ant-col-xs-1\\.5'), null);
  assert.equal(requiredKey('svg|a'), null);
});

test('lists and compounds split only at their top level', () => {
  assert.deepEqual(splitTopLevel('.a, .b:not(.c, .d), [x=","]', (char) => char === ','), ['.a', '.b:not(.c, .d)', '[x=","]']);
  assert.deepEqual(splitTopLevel('.a >.b ~ .c:not(.d .e)', (char) => /[\s>+~]/.test(char)), ['.a', '.b', '.c:not(.d .e)']);
});

test('the index keeps every rule once, in the order of the sheet, those without a key for every element', () => {
  const rules = ['.a', 'span', '.b .a', '*'].map((selector) => ({ selector, property: 'display', value: 'none', priority: '' }));
  const { byKey, anyElement } = indexByKey(rules);
  assert.deepEqual(byKey.get('.a').map(({ order }) => order), [0, 2]);
  assert.deepEqual(byKey.get('<span>').map(({ order }) => order), [1]);
  assert.deepEqual(anyElement.map(({ selector }) => selector), ['*']);
});
