import type { Readable } from 'node:stream';
import type { ExportType } from '@portal/shared-contracts';

/** An export on its way: the file's body as it is written, and when it is complete. */
export type RunningExport = {
  body: Readable;
  contentType: string;
  /** Resolves with the number of rows exported once the file is complete; rejects if the client has gone. */
  done: Promise<number>;
};

/** `timesheets_20250314.csv` (spec §7), dated in the organisation's time zone; other exports name their own `what`. */
export function exportFileName(type: ExportType, today: string, what = 'timesheets'): string {
  return `${what}_${today.replaceAll('-', '')}.${type}`;
}
