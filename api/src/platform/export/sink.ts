import type { Readable } from 'node:stream';

/** Where exported rows go: `body` is what the response streams to the client. */
export type ExportSink<Row> = {
  body: Readable;
  contentType: string;
  /** Writes a batch; resolves false once the client has gone, so reading can stop. */
  writeRows: (rows: readonly Row[]) => Promise<boolean>;
  finish: () => Promise<void>;
};
