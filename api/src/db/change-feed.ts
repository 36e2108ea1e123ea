import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './client.js';

/** The channel migration 0005's triggers notify after any write that can change a list's total. */
const LIST_CHANGE_CHANNEL = 'portal_list_change';

export type ChangeFeedEvents = {
  /** A committed write touched `table`. */
  onChange: (table: string) => void;
  /** Whether notifications are being received; after a gap some may have been missed. */
  onLive: (live: boolean) => void;
};

export type ChangeFeed = { close: () => Promise<void> };

const RECONNECT_DELAY_MS = 1_000;

/**
 * Listens for the list-change notifications. On PostgreSQL this holds one dedicated connection (LISTEN does not
 * work through a pool) and reconnects by itself after the database comes back.
 */
export async function startChangeFeed(handle: DatabaseHandle, url: string | null, events: ChangeFeedEvents): Promise<ChangeFeed> {
  if (handle.driver === 'pglite') {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(LIST_CHANGE_CHANNEL, (table) => events.onChange(table));
    events.onLive(true);
    return {
      close: async () => {
        events.onLive(false);
        if (!client.closed) await unlisten();
      },
    };
  }
  if (!url) throw new Error('a PostgreSQL change feed needs the database URL');
  return listenOnPostgres(url, events);
}

async function listenOnPostgres(url: string, events: ChangeFeedEvents): Promise<ChangeFeed> {
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    events.onLive(false);
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    // A broken connection also emits 'end', which is where it is handled; an unhandled 'error' would crash the process.
    client.on('error', () => undefined);
    client.on('notification', (message) => events.onChange(message.payload ?? ''));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIST_CHANGE_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      scheduleConnect();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    events.onLive(true);
  };

  // The first attempt is awaited so a server that starts healthy starts live; later ones run in the background.
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      events.onLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}
