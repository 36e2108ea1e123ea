// Each phase of `pnpm test` states a budget: its seconds on a machine of the fast class, where a Fastify hello-world
// answers 40,000 req/s or more and the whole run is to take 12 minutes. On a slower machine the budget stretches the
// way the run's target does (issue 37): 20 minutes at 15,000 req/s or less, a straight line between. A phase over its
// budget prints a warning, never a failure: timed tests are flaky, and the figure is for the person reading the log.

const FAST = { rps: 40_000, minutes: 12 };
const SLOW = { rps: 15_000, minutes: 20 };

/** How much longer than on the fast class every phase may take on a machine of `rps`. */
export function budgetScale(rps) {
  const clamped = Math.min(FAST.rps, Math.max(SLOW.rps, rps));
  const minutes = SLOW.minutes + ((clamped - SLOW.rps) / (FAST.rps - SLOW.rps)) * (FAST.minutes - SLOW.minutes);
  return minutes / FAST.minutes;
}

/** A warning line for every phase that took longer than its budget scaled to this machine. */
export function overBudgetWarnings(phases, results, rps) {
  const scale = budgetScale(rps);
  return phases.flatMap(({ name, budget }) => {
    const result = results.get(name);
    if (!result?.passed || !budget) return [];
    const allowed = budget * scale;
    const seconds = result.ms / 1000;
    return seconds > allowed
      ? [`warning: phase ${name} took ${seconds.toFixed(0)} s, over its budget of ${budget} s × ${scale.toFixed(2)} = ${allowed.toFixed(0)} s on this machine (hello-world ${rps} req/s)`]
      : [];
  });
}

/**
 * A warning for each lane whose phases' budgets, one after another (a phase with `after` starting no earlier than that
 * phase's budgeted end), end past the fast class's target: budgets that cannot all be kept in a run that meets it.
 */
export function laneBudgetWarnings(phases) {
  const target = FAST.minutes * 60;
  const laneEnd = new Map();
  const phaseEnd = new Map();
  for (const { name, lane, after, budget = 0 } of phases) {
    const end = Math.max(laneEnd.get(lane) ?? 0, phaseEnd.get(after) ?? 0) + budget;
    phaseEnd.set(name, end);
    laneEnd.set(lane, end);
  }
  return [...laneEnd]
    .filter(([, end]) => end > target)
    .map(([lane, end]) => `warning: lane ${lane}'s phase budgets add up to ${end} s, past the fast class's ${target} s: the budgets in scripts/test.mjs no longer describe a run that meets the target`);
}
