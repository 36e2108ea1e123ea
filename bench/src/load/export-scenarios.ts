import type { RssSampler } from '../server/rss-sampler.js';
import { toMb, type ExportScenarioResult } from '../report/result-types.js';
import { checkTarget, type Engine } from '../report/targets.js';
import { listTotal, type BenchSession } from './bench-session.js';
import { copyBaseline } from './copy-baseline.js';
import { download, type Download } from './download.js';

type ExportContext = { session: BenchSession; sampler: RssSampler; engine: Engine; databaseUrl: string | null; runs: number };

/** The fastest of `runs` attempts, with the highest RSS growth seen in any of them. */
async function bestOf(runs: number, sampler: RssSampler, attempt: () => Promise<Download>) {
  let best: Download | null = null;
  let growth = 0;
  let peak = 0;
  for (let i = 0; i < runs; i++) {
    const { result, rss } = await sampler.measure(attempt);
    growth = Math.max(growth, rss.peak - rss.baseline);
    peak = Math.max(peak, rss.peak);
    if (!best || result.seconds < best.seconds) best = result;
  }
  return { best: best as Download, growth, peak };
}

/**
 * Downloads every timesheet as CSV and as XLSX (the whole table, the export's default order) and, on PostgreSQL,
 * times psql's COPY of the same rows. The API server's RSS growth over its level just before each download is
 * what the memory targets limit; this replaces the heap-ceiling unit test the API suite used to carry.
 */
export async function runExportScenarios(ctx: ExportContext): Promise<ExportScenarioResult[]> {
  const { session, sampler, engine } = ctx;
  const rows = await listTotal(session.baseUrl, session.adminToken, '/api/v1/timesheets');
  const results: ExportScenarioResult[] = [];
  let copySeconds: number | null = null;
  if (ctx.databaseUrl) {
    const url = ctx.databaseUrl;
    const { best } = await bestOf(ctx.runs, sampler, () => copyBaseline(url));
    copySeconds = best.seconds;
    results.push({
      kind: 'export', name: 'raw COPY csv (psql)', group: 'export', seconds: best.seconds, bytes: best.bytes, rows: best.lines - 1,
      complete: best.lines - 1 === rows, rssGrowthMb: null, rssPeakMb: null, ratioToCopy: 1, target: null,
    });
  }
  for (const type of ['csv', 'xlsx'] as const) {
    const url = `${session.baseUrl}/api/v1/timesheets/export?type=${type}`;
    const { best, growth, peak } = await bestOf(ctx.runs, sampler, () => download(url, session.adminToken));
    // CSV: one line per row plus the header (generated descriptions have no line breaks). XLSX is zipped: status only.
    const complete = best.status === 200 && (type === 'xlsx' || best.lines - 1 === rows);
    const ratioToCopy = copySeconds ? best.seconds / copySeconds : null;
    const rssGrowthMb = toMb(growth);
    results.push({
      kind: 'export', name: `export ${type}`, group: 'export', seconds: best.seconds, bytes: best.bytes, rows, complete,
      rssGrowthMb, rssPeakMb: toMb(peak), ratioToCopy,
      target: checkTarget(engine, type, { errors: complete ? 0 : 1, seconds: best.seconds, rssGrowthMb, ratioToCopy }),
    });
  }
  return results;
}
