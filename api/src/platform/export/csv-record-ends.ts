import { Transform, type TransformCallback } from 'node:stream';
import { UTF8_BOM } from './csv-sink.js';

const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * Turns PostgreSQL's CSV (LF line ends) into the export's: a byte-order mark first and CRLF after every record,
 * leaving line breaks inside quoted fields as they are. COPY quotes every field holding a quote, CR or LF, so an
 * LF outside quotes always ends a record. Counts the records, header included.
 */
export class CsvRecordEnds extends Transform {
  records = 0;
  private inQuotes = false;

  constructor() {
    super();
    this.push(UTF8_BOM);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const ends: number[] = [];
    let inQuotes = this.inQuotes;
    let at = 0;
    let nextQuote = chunk.indexOf(QUOTE);
    while (at < chunk.length) {
      if (inQuotes) {
        const close = chunk.indexOf(QUOTE, at);
        if (close === -1) break;
        inQuotes = false;
        at = close + 1;
        nextQuote = chunk.indexOf(QUOTE, at);
        continue;
      }
      const lf = chunk.indexOf(LF, at);
      if (lf === -1 && nextQuote === -1) break;
      if (lf !== -1 && (nextQuote === -1 || lf < nextQuote)) {
        ends.push(lf);
        at = lf + 1;
      } else {
        inQuotes = true;
        at = nextQuote + 1;
      }
    }
    this.inQuotes = inQuotes;
    this.records += ends.length;
    callback(null, ends.length === 0 ? chunk : withCrlf(chunk, ends));
  }
}

function withCrlf(chunk: Buffer, ends: number[]): Buffer {
  const out = Buffer.allocUnsafe(chunk.length + ends.length);
  let from = 0;
  let to = 0;
  for (const lf of ends) {
    to += chunk.copy(out, to, from, lf);
    to += CRLF.copy(out, to);
    from = lf + 1;
  }
  chunk.copy(out, to, from);
  return out;
}
