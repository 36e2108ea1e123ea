import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetScale, laneBudgetWarnings, overBudgetWarnings } from './phase-budgets.mjs';

test('the budget is as stated on the fast class, 20/12 of it on the slow one, and on a straight line between', () => {
  assert.equal(budgetScale(71_000), 1);
  assert.equal(budgetScale(40_000), 1);
  assert.equal(budgetScale(15_000), 20 / 12);
  assert.equal(budgetScale(11_000), 20 / 12);
  assert.equal(budgetScale(27_500), 16 / 12);
});

test('a phase that passed over its scaled budget gets a warning naming the figures; others get none', () => {
  const phases = [
    { name: 'unit', budget: 100 },
    { name: 'e2e', budget: 300 },
    { name: 'lint' },
    { name: 'failed', budget: 1 },
  ];
  const results = new Map([
    ['unit', { ms: 150_000, passed: true }],
    ['e2e', { ms: 390_000, passed: true }],
    ['lint', { ms: 999_000, passed: true }],
    ['failed', { ms: 5_000, passed: false }],
  ]);
  // On the slow class the same times fit: 150 s ≤ 167 s and 390 s ≤ 500 s.
  assert.deepEqual(overBudgetWarnings(phases, results, 15_000), []);
  assert.deepEqual(overBudgetWarnings(phases, results, 50_000), [
    'warning: phase unit took 150 s, over its budget of 100 s × 1.00 = 100 s on this machine (hello-world 50000 req/s)',
    'warning: phase e2e took 390 s, over its budget of 300 s × 1.00 = 300 s on this machine (hello-world 50000 req/s)',
  ]);
});

test("a lane whose budgets end past the fast class's 12 minutes, waits for another lane's phase included, gets a warning", () => {
  const fits = [
    { name: 'build', lane: 'browser', budget: 200 },
    { name: 'e2e', lane: 'browser', budget: 520 },
    { name: 'raw', lane: 'other', budget: 100 },
    { name: 'a11y', lane: 'other', after: 'build', budget: 300 },
  ];
  assert.deepEqual(laneBudgetWarnings(fits), []);
  const waitsTooLong = fits.map((phase) => (phase.name === 'a11y' ? { ...phase, budget: 521 } : phase));
  assert.deepEqual(laneBudgetWarnings(waitsTooLong), [
    "warning: lane other's phase budgets add up to 721 s, past the fast class's 720 s: the budgets in scripts/test.mjs no longer describe a run that meets the target",
  ]);
});
