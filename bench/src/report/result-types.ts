import type { ScenarioGroup } from '../options.js';

/** A scenario's verdict against the target; null where the issue sets none. */
export type TargetCheck = { target: string; pass: boolean } | null;

export type LoadScenarioResult = {
  kind: 'load';
  name: string;
  group: ScenarioGroup;
  request: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  errors: number;
  /** Requests still waiting for an answer when the time ran out. */
  unfinished: number;
  rssPeakMb: number;
  /** CPU time (user + system, every thread) the API process spent on the scenario, where measured. */
  cpuSeconds?: number;
  /** A line of the scenario's own figures, printed under the table. */
  details?: string;
  /** The previous scenario's backlog had not drained after five minutes: these figures include it. */
  startedBusy?: boolean;
  target: TargetCheck;
};

export type ExportScenarioResult = {
  kind: 'export';
  name: string;
  group: 'export';
  seconds: number;
  bytes: number;
  rows: number;
  /** False when the download failed or did not hold every row. */
  complete: boolean;
  rssGrowthMb: number | null;
  rssPeakMb: number | null;
  ratioToCopy: number | null;
  target: TargetCheck;
};

export type ScenarioResult = LoadScenarioResult | ExportScenarioResult;

export const toMb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
