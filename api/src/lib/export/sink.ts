import type { Readable } from 'node:stream';
import type { ExportRow } from './timesheet-columns.js';

/** Where exported rows go: `body` is what the response streams to the client. */
export type ExportSink = {
  body: Readable;
  contentType: string;
  /** Writes a batch; resolves false once the client has gone, so reading can stop. */
  writeRows: (rows: ExportRow[]) => Promise<boolean>;
  finish: () => Promise<void>;
};
