import type { UtilisationFigures } from '@portal/shared-contracts';

/** The hours a report cell adds up; capacity is null where the row has none (a project). */
export type HourSums = { capacity: number | null; planned: number; submitted: number; approved: number; rejected: number };

export const NO_HOURS: HourSums = { capacity: 0, planned: 0, submitted: 0, approved: 0, rejected: 0 };

const hundredths = (hours: number) => Math.round(hours * 100) / 100;

/** part ÷ whole as a percentage with one decimal, or null when there is nothing to divide by. */
const percent = (part: number, whole: number | null) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

export function addSums(a: HourSums, b: HourSums): HourSums {
  return {
    capacity: a.capacity === null || b.capacity === null ? null : a.capacity + b.capacity,
    planned: a.planned + b.planned,
    submitted: a.submitted + b.submitted,
    approved: a.approved + b.approved,
    rejected: a.rejected + b.rejected,
  };
}

/**
 * A cell as the report answers it. Logged hours are the submitted and approved ones: rejected hours were sent back
 * and count towards nothing until they are logged again.
 */
export function figuresOf(sums: HourSums): UtilisationFigures {
  const logged = sums.submitted + sums.approved;
  return {
    capacity: sums.capacity === null ? null : hundredths(sums.capacity),
    planned: hundredths(sums.planned),
    submitted: hundredths(sums.submitted),
    approved: hundredths(sums.approved),
    rejected: hundredths(sums.rejected),
    logged: hundredths(logged),
    utilisation: percent(logged, sums.capacity),
    planPercent: percent(sums.planned, sums.capacity),
    planAccuracy: percent(logged, sums.planned),
  };
}
