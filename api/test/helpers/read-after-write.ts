import type { App } from '../../src/app.js';

/** A row the test wrote, as the lists should show it: `key` orders it, `tag` is the text only it contains. */
export type Row = { id: number; key: string; tag: string; owner?: number; status?: string; shown: Record<string, unknown> };

/** The rows a test wrote to one table, and a counter for the keys and tags of the next ones. */
export type Mirror = { rows: Map<number, Row>; next: () => number };

export function createMirror(): Mirror {
  let written = 0;
  return { rows: new Map(), next: () => (written += 1) };
}

export type RowOrder = (a: Row, b: Row) => number;
export const byKey: RowOrder = (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id);
/** A list sorted by status, descending: SUBMITTED, REJECTED, APPROVED, the newest first within each. */
export const byStatusDescending: RowOrder = (a, b) => (a.status! < b.status! ? 1 : a.status! > b.status! ? -1 : b.id - a.id);

/** One list read: which rows of `mirror` it shows, in what order, plus `baseline` rows the test did not write. */
export type View = {
  list: string;
  what: string;
  url: string;
  token: string;
  mirror: Mirror;
  includes: (row: Row) => boolean;
  order: RowOrder;
  /** Rows outside the mirror; when not given, read once from the writer (which sees its own writes). */
  baseline?: number;
};

/** The rows of `mirror` that `includes` accepts, in `order`. */
export function rowsOf(mirror: Mirror, includes: (row: Row) => boolean = () => true, order: RowOrder = byKey): Row[] {
  return [...mirror.rows.values()].filter(includes).sort(order);
}

function expected(view: View, baseline: number): { total: number; first: Row | undefined } {
  let count = 0;
  let first: Row | undefined;
  for (const row of view.mirror.rows.values()) {
    if (!view.includes(row)) continue;
    count += 1;
    if (!first || view.order(row, first) < 0) first = row;
  }
  return { total: baseline + count, first };
}

type Page = { total: number; data: Record<string, unknown>[] };

const shown = (row: Record<string, unknown> | undefined, keys: string[]) =>
  row ? `{${keys.map((key) => `${key}: ${JSON.stringify(row[key])}`).join(', ')}}` : 'none';

/** What the answer gets wrong against the mirror, or null. */
function staleness(view: View, page: Page, baseline: number): string | null {
  const want = expected(view, baseline);
  const problems: string[] = [];
  if (page.total !== want.total) problems.push(`total ${page.total}, expected ${want.total}`);
  const got = page.data[0];
  if (want.first) {
    const fields = { id: want.first.id, ...want.first.shown };
    const keys = Object.keys(fields);
    if (keys.some((key) => got?.[key] !== fields[key as keyof typeof fields])) problems.push(`first row ${shown(got, keys)}, expected ${shown(fields, keys)}`);
  } else if (baseline === 0 && page.data.length > 0) {
    problems.push(`rows ${page.data.map((row) => row.id).join(',')}, expected none`);
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

async function call(app: App, url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** The instance a write goes to; `answered` is told as soon as its answer's status and headers are in. */
export type Writer = { app: App; answered: () => void };

/** A writer for writes that no read follows (the rows a series needs before its pairs). */
export const quietly = (app: App): Writer => ({ app, answered: () => undefined });

/**
 * A write's answer, parsed, or an error naming the request: a refused write is the test's mistake, not staleness.
 * The answer is taken as a stream, so the write counts as answered when its status line is in, as an HTTP client
 * sees it, rather than after light-my-request has also finished writing the body to its null socket (which takes
 * turns of the event loop a real client does not wait for).
 */
export async function write<T>(writer: Writer, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, status: number, body?: object): Promise<T> {
  const response = await writer.app.inject({
    method, url, headers: { authorization: `Bearer ${token}` }, payloadAsStream: true, ...(body === undefined ? {} : { payload: body }),
  });
  writer.answered();
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (response.statusCode !== status) throw new Error(`${method} ${url} answered ${response.statusCode}, expected ${status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One write and the list reads that must show it: the views are chosen before the write, from the mirror. */
export type Pair = { views: View[]; write: (writer: Writer) => Promise<void> };
/** Pairs of one write kind; `prepare` writes (on the writer) the rows the pairs will change. */
export type Series = { kind: string; prepare?: (writer: Writer, pairs: number) => Promise<void>; pair: (index: number) => Pair };

export type Stale = { list: string; kind: string; pair: number; what: string; problem: string };
export type Tally = { list: string; kind: string; pairs: number; staleReads: number; stalePairs: number };

const SETTLE_MS = 5_000;

const idOf = (view: View) => `${view.token} ${view.url}`;

/**
 * Runs pairs of "write on the writer, then at once read on the reader". Before each write the reader is read until
 * it shows the mirror as it is (so it has the lists as they were before the write remembered, if it remembers
 * anything); a reader that never catches up fails the run. Stale reads after a write are collected, not thrown.
 */
export function createReadAfterWrite(writer: App, reader: App) {
  const knownBaselines = new Map<string, number>();
  const stale: Stale[] = [];
  const tallies = new Map<string, Tally>();

  const read = async (app: App, view: View): Promise<Page> => {
    const response = await call(app, view.url, view.token);
    if (response.statusCode !== 200) throw new Error(`GET ${view.url} answered ${response.statusCode}: ${response.body}`);
    return response.json<Page>();
  };

  const baselineOf = async (view: View): Promise<number> => {
    if (view.baseline !== undefined) return view.baseline;
    const id = idOf(view);
    if (!knownBaselines.has(id)) knownBaselines.set(id, (await read(writer, view)).total - expected(view, 0).total);
    return knownBaselines.get(id)!;
  };

  async function settle(views: View[], context: string): Promise<void> {
    const baselines = await Promise.all(views.map(baselineOf));
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      const pages = await Promise.all(views.map((view) => read(reader, view)));
      const problems = views.flatMap((view, i) => {
        const problem = staleness(view, pages[i]!, baselines[i]!);
        return problem ? [`${view.list} ${view.what}: ${problem}`] : [];
      });
      if (problems.length === 0) return;
      if (Date.now() > deadline) throw new Error(`${context}: the reader still disagrees with what was written after ${SETTLE_MS} ms: ${problems.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const tally = (list: string, kind: string) => {
    const id = `${list}\u0000${kind}`;
    if (!tallies.has(id)) tallies.set(id, { list, kind, pairs: 0, staleReads: 0, stalePairs: 0 });
    return tallies.get(id)!;
  };

  async function run(list: string, series: Series, pairs: number): Promise<void> {
    await series.prepare?.(quietly(writer), pairs);
    let views: View[] = [];
    // Views the last pair's reads found right: the reader already has them as they are now.
    let upToDate = new Set<string>();
    for (let index = 0; index < pairs; index += 1) {
      const pair = series.pair(index);
      views = pair.views;
      await settle(pair.views.filter((view) => !upToDate.has(idOf(view))), `${list} ${series.kind} #${index} before the write`);
      const baselines = await Promise.all(pair.views.map(baselineOf));
      // The reads start the moment the write is answered, with nothing in between.
      let reading: Promise<Page[]> | undefined;
      const answered = () => void (reading ??= Promise.all(pair.views.map((view) => read(reader, view))));
      try {
        await pair.write({ app: writer, answered });
      } catch (error) {
        reading?.catch(() => undefined);
        throw error;
      }
      if (!reading) throw new Error(`${list} ${series.kind} #${index} wrote nothing`);
      const pages = await reading;
      const staleLists = new Set<string>();
      upToDate = new Set();
      pair.views.forEach((view, i) => {
        const problem = staleness(view, pages[i]!, baselines[i]!);
        if (!problem) return void upToDate.add(idOf(view));
        tally(view.list, series.kind).staleReads += 1;
        staleLists.add(view.list);
        stale.push({ list: view.list, kind: series.kind, pair: index, what: view.what, problem });
      });
      for (const shown of new Set(pair.views.map((view) => view.list))) {
        const counts = tally(shown, series.kind);
        counts.pairs += 1;
        if (staleLists.has(shown)) counts.stalePairs += 1;
      }
    }
    await settle(views, `${list} ${series.kind} after the last pair`);
  }

  return { run, stale, tallies: () => [...tallies.values()] };
}
