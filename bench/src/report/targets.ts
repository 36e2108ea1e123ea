import type { TargetCheck } from './result-types.js';

export type Engine = 'postgres' | 'pglite';
export type TargetKind = 'list' | 'create' | 'flood' | 'csv' | 'xlsx' | 'week-load' | 'week-save' | 'report' | 'team';

/** The sizes the targets are stated for; a run of another size is only indicative. */
export const TARGET_SIZES: Record<Engine, { users: number; timesheets: number }> = {
  postgres: { users: 10_000, timesheets: 1_000_000 },
  pglite: { users: 10_000, timesheets: 100_000 },
};

type Figures = { requests?: number; p99?: number; rps?: number; errors?: number; seconds?: number; rssGrowthMb?: number | null; ratioToCopy?: number | null };

/** Issue "Performance and scale": PostgreSQL at 10k users / 1M timesheets, 50 connections; PGlite at 100k timesheets. */
export function checkTarget(engine: Engine, kind: TargetKind, f: Figures): TargetCheck {
  // A scenario in which nothing was answered has no latency to speak of: that is a failure, not a p99 of 0.
  const clean = (f.errors ?? 0) === 0 && (f.requests ?? 1) > 0;
  if (engine === 'pglite') {
    return kind === 'list' ? { target: 'p99 ≤ 100 ms', pass: clean && (f.p99 ?? Infinity) <= 100 } : null;
  }
  switch (kind) {
    case 'list':
      return { target: 'p99 ≤ 50 ms, ≥ 1,500 req/s', pass: clean && (f.p99 ?? Infinity) <= 50 && (f.rps ?? 0) >= 1500 };
    case 'create':
      return { target: 'p99 ≤ 30 ms', pass: clean && (f.p99 ?? Infinity) <= 30 };
    case 'week-load':
      return { target: 'p99 ≤ 20 ms', pass: clean && (f.p99 ?? Infinity) <= 20 };
    case 'report':
      return { target: 'p99 ≤ 100 ms, ≥ 500 req/s', pass: clean && (f.p99 ?? Infinity) <= 100 && (f.rps ?? 0) >= 500 };
    case 'week-save':
      return { target: 'p99 ≤ 50 ms', pass: clean && (f.p99 ?? Infinity) <= 50 };
    case 'flood':
    case 'team':
      return { target: 'p99 ≤ 100 ms', pass: clean && (f.p99 ?? Infinity) <= 100 };
    case 'csv':
      return { target: '≤ 1.5× COPY, RSS +≤ 100 MB', pass: clean && (f.ratioToCopy ?? Infinity) <= 1.5 && (f.rssGrowthMb ?? Infinity) <= 100 };
    case 'xlsx':
      return { target: '≤ 10 s, RSS +≤ 250 MB', pass: clean && (f.seconds ?? Infinity) <= 10 && (f.rssGrowthMb ?? Infinity) <= 250 };
  }
}
