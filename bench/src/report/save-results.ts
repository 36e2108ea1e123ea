import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScenarioResult } from './result-types.js';

export const RESULTS_DIR = fileURLToPath(new URL('../../results', import.meta.url));

export type RunRecord = {
  startedAt: string;
  engine: string;
  nodeEnv: string;
  sizes: Record<string, number>;
  rows: Record<string, number>;
  seedSeconds: number;
  durationSeconds: number;
  connections: number;
  /** Whether the run is of the size the targets are stated for. */
  targetSize: boolean;
  /** Set when the API process ended on its own during the run. */
  apiExit: string | null;
  machine: { cpus: number; loadAverage: number[]; node: string; helloWorldRps: number };
  results: ScenarioResult[];
};

/** Writes results/<timestamp>.json and results/latest.json, so runs can be compared later. */
export function saveResults(run: RunRecord): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${run.startedAt.replace(/[:.]/g, '-')}.json`);
  const json = `${JSON.stringify(run, null, 2)}\n`;
  writeFileSync(file, json);
  writeFileSync(join(RESULTS_DIR, 'latest.json'), json);
  return file;
}
