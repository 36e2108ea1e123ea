import { get } from 'node:http';

export type Download = { status: number; bytes: number; lines: number; seconds: number };

/** Streams a response to nowhere, counting bytes and line breaks; the time is until the last byte. */
export function download(url: string, token: string): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lines++;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines, seconds: (performance.now() - started) / 1000 }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
