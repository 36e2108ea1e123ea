import type { ExportScenarioResult, LoadScenarioResult, ScenarioResult, TargetCheck } from './result-types.js';

type Cell = string | number;

function table(header: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...text.map((r) => (r[i] ?? '').length)));
  // Numbers right-aligned, words left-aligned, as a reader scans them.
  const line = (cells: string[]) =>
    cells.map((c, i) => (i > 0 && /^[\d.,+×-]+$/.test(c) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...text.map(line)].join('\n');
}

const fixed = (value: number | null, digits = 0) => (value === null ? '-' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const verdict = (check: TargetCheck) => (check ? (check.pass ? 'PASS' : 'FAIL') : '-');

export function loadTable(results: LoadScenarioResult[]): string {
  return table(
    ['scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'peak RSS MB', 'target', 'result'],
    results.map((r) => [r.startedBusy ? `${r.name} (*)` : r.name, r.connections, fixed(r.rps), fixed(r.p50), fixed(r.p99), r.errors, fixed(r.rssPeakMb), r.target?.target ?? '-', verdict(r.target)]),
  );
}

export function exportTable(results: ExportScenarioResult[]): string {
  return table(
    ['export', 'wall s', 'MB', 'rows', 'complete', 'RSS +MB', 'peak RSS MB', '× COPY', 'target', 'result'],
    results.map((r) => [
      r.name, fixed(r.seconds, 2), fixed(r.bytes / 1048576, 1), fixed(r.rows), r.complete ? 'yes' : 'NO',
      fixed(r.rssGrowthMb, 1), fixed(r.rssPeakMb), fixed(r.ratioToCopy, 2), r.target?.target ?? '-', verdict(r.target),
    ]),
  );
}

const BUSY_NOTE = "(*) started while the server was still busy with the previous scenario's requests after a 5-minute wait";

/** Both tables, for the terminal and for pasting into docs/performance.md. */
export function formatResults(results: ScenarioResult[]): string {
  const loads = results.filter((r): r is LoadScenarioResult => r.kind === 'load');
  const exports = results.filter((r): r is ExportScenarioResult => r.kind === 'export');
  const note = loads.some((r) => r.startedBusy) ? BUSY_NOTE : '';
  const details = loads.filter((r) => r.details).map((r) => `${r.name}: ${r.details}`).join('\n');
  return [loads.length > 0 ? loadTable(loads) : '', details, note, exports.length > 0 ? exportTable(exports) : ''].filter(Boolean).join('\n\n');
}
