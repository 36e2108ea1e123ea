import type { Writable } from 'node:stream';

/**
 * Resolves once `stream` wants more data again, or has been closed (the client went away).
 * Returns whether writing can go on.
 */
export async function whenWritable(stream: Writable): Promise<boolean> {
  if (stream.destroyed || stream.writableEnded) return false;
  if (!stream.writableNeedDrain) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
  return !stream.destroyed;
}
