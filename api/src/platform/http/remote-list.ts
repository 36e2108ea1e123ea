import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseRemoteList } from '../../config.js';

type RemoteList = Record<string, string>;

/** The remote list the shell loads (GET /api/remotes) and the Content-Security-Policy allows. */
export type RemoteListSource = {
  /** The list as last read, without touching the disk. */
  current(): RemoteList;
  /** The list as it is now: PORTAL_REMOTES_FILE read again; a fixed list is simply itself. */
  latest(): Promise<RemoteList>;
};

declare module 'fastify' {
  interface FastifyInstance {
    remoteList: RemoteListSource;
  }
}

function fixedRemoteList(list: RemoteList): RemoteListSource {
  return { current: () => list, latest: () => Promise.resolve(list) };
}

/**
 * PORTAL_REMOTES_FILE, read again on every latest(): the file is small, and reading it (instead of trusting its
 * modification time, which a file system may keep to a few milliseconds) makes an edit apply at once on every
 * instance. Content that is not a valid list (a typo, a half-written file, the file gone) is logged once and the
 * last good list is kept: the shell never gets garbage, and a broken edit never takes the portal down.
 */
export function remoteListFile(path: string, initial: RemoteList, log: Pick<FastifyBaseLogger, 'info' | 'error'>): RemoteListSource {
  let good = initial;
  // What the file held when last read (or why it could not be read), so each change is parsed and logged once.
  let lastSeen = JSON.stringify(initial);
  // Reads run side by side and may finish out of order: only a read newer than the one last applied moves `good`.
  let started = 0;
  let applied = 0;

  function take(seen: string, parse: () => RemoteList): RemoteList | undefined {
    if (seen === lastSeen) return good;
    lastSeen = seen;
    try {
      const list = parse();
      if (JSON.stringify(list) !== JSON.stringify(good)) log.info({ file: path, remotes: list }, 'remote list changed (PORTAL_REMOTES_FILE)');
      good = list;
      return list;
    } catch (error) {
      log.error({ file: path, problem: (error as Error).message }, 'PORTAL_REMOTES_FILE is not a valid remote list; still serving the last good one');
      return undefined;
    }
  }

  /** The file as this request reads it: a request that starts after an edit never gets the list from before it. */
  async function read(): Promise<RemoteList> {
    const order = ++started;
    let seen: string;
    let parse: () => RemoteList;
    try {
      const raw = await readFile(path, 'utf8');
      seen = raw;
      parse = () => parseRemoteList(raw, `PORTAL_REMOTES_FILE (${path})`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      seen = `\0unreadable ${code}`;
      parse = () => {
        throw new Error(`cannot be read (${code})`);
      };
    }
    if (order < applied) {
      // A newer read already applied its content; this one's content is still what this request saw.
      try {
        return parse();
      } catch {
        return good;
      }
    }
    applied = order;
    return take(seen, parse) ?? good;
  }

  return { current: () => good, latest: read };
}

/** app.remoteList: PORTAL_REMOTES_FILE followed while running, else the list the API started with. */
async function remoteListPlugin(app: FastifyInstance): Promise<void> {
  const { remotes, remotesFile } = app.config;
  app.decorate('remoteList', remotesFile ? remoteListFile(remotesFile, remotes, app.log) : fixedRemoteList(remotes));
}

export default fp(remoteListPlugin, { name: 'remote-list' });
