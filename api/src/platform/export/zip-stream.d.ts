// zip-stream ships no types; what the export uses of it.
declare module 'zip-stream' {
  import { Transform, type Readable } from 'node:stream';

  export type ZipStreamOptions = { zlib?: { level?: number }; forceZip64?: boolean; store?: boolean };
  export type ZipEntryData = { name: string; date?: Date; store?: boolean };

  export default class ZipStream extends Transform {
    constructor(options?: ZipStreamOptions);
    entry(source: Readable | Buffer | string, data: ZipEntryData, callback: (error: Error | null) => void): this;
    finalize(): void;
  }
}
