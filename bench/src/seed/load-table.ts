import type { BulkLoader } from './bulk-loader.js';
import { copyColumns, copyLines, type ColumnSource } from './copy-text.js';
import { progress } from './progress.js';

/**
 * COPYs rows (arrays of objects keyed like the drizzle table) into `name`, with a progress line.
 * `batches` may be a lazy generator: rows are produced only as fast as the database takes them.
 */
export async function loadTable(
  loader: BulkLoader,
  name: string,
  table: ColumnSource,
  keys: readonly string[],
  batches: Iterable<readonly Record<string, unknown>[]>,
  total: number,
): Promise<number> {
  const columns = copyColumns(table, keys);
  const bar = progress(name, total);
  function* lines(): Generator<string> {
    for (const batch of batches) {
      yield copyLines(columns, batch);
      bar.add(batch.length);
    }
  }
  await loader.copy(`"${name}" ${columns.sql}`, lines());
  return bar.finish();
}

/** Splits an array into batches so even the small tables report progress and stream in pieces. */
export function* inBatches<T>(rows: readonly T[], size = 5_000): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
