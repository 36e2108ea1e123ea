import type { ServerResponse } from 'node:http';
import { BlockList, isIP, Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How a drain ended: how long it took, and how many requests were still running when the deadline cut them. */
export type DrainResult = { ms: number; cutRequests: number };

export type Drain = {
  /** True once a shutdown has begun: health answers 503 and every answer closes its connection. */
  readonly active: boolean;
  /**
   * Stops taking connections and waits until every open one has closed: each answer from now on says
   * `Connection: close`, idle connections of direct clients are closed, a proxy's are left for it to close. At
   * `timeoutMs` whatever is left is cut. The database stays open: the caller closes the app afterwards.
   */
  shutdown: (timeoutMs: number) => Promise<DrainResult>;
};

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/** Whether a connection comes from one of the proxies TRUST_PROXY names (addresses or CIDR ranges). */
function proxyMatcher(trustProxy: readonly string[]): (address: string | undefined) => boolean {
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) continue;
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
    return isIP(plain) !== 0 && proxies.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Graceful shutdown without timing: HTTP/1.1 gives a server no safe way to close a keep-alive connection that a
 * client may be sending on at that moment, and nginx does not re-send a POST that met one (it would 502). So a
 * draining instance closes a connection only after an answer that said `Connection: close`, or when it is idle and
 * comes straight from a client (browsers re-send a request that met a closed idle connection); a proxy's idle
 * connections are left for the proxy to close (its upstream keepalive_timeout, below SHUTDOWN_TIMEOUT).
 */
async function drainPlugin(app: FastifyInstance): Promise<void> {
  const isProxy = proxyMatcher(app.config.trustProxy);
  /** Every open connection and the answers in flight on it. */
  const connections = new Map<Socket, Set<ServerResponse>>();
  let active = false;

  const closeIdleDirectConnections = () => {
    for (const [socket, answers] of connections) {
      if (answers.size === 0 && !isProxy(socket.remoteAddress)) socket.destroy();
    }
  };

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, new Set());
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request, response: ServerResponse) => {
    const answers = connections.get(request.socket);
    if (!answers) return;
    if (active) response.setHeader('Connection', 'close');
    answers.add(response);
    response.once('close', () => {
      answers.delete(response);
      // An answer whose headers left before the drain began kept its connection open: close it if a client's.
      if (active) setImmediate(closeIdleDirectConnections);
    });
  });

  const shutdown = async (timeoutMs: number): Promise<DrainResult> => {
    const started = Date.now();
    active = true;
    // Node's http.Server.close() would also close every idle connection, a proxy's included: stop listening only.
    const allClosed = new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
    for (const answers of connections.values()) {
      for (const response of answers) if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    closeIdleDirectConnections();
    let deadline: NodeJS.Timeout | undefined;
    const cutOff = new Promise<'cut'>((resolve) => (deadline = setTimeout(() => resolve('cut'), timeoutMs)));
    const outcome = await Promise.race([allClosed.then(() => 'drained' as const), cutOff]);
    clearTimeout(deadline);
    let cutRequests = 0;
    if (outcome === 'cut') {
      for (const answers of connections.values()) cutRequests += answers.size;
      app.log.warn({ connections: connections.size, cutRequests, timeoutMs }, 'shutdown: deadline reached, cutting what is left');
      // A cut answer ends without its last chunk: the client sees a failed download, never a short file.
      for (const socket of connections.keys()) socket.destroy();
      await allClosed;
    }
    return { ms: Date.now() - started, cutRequests };
  };

  app.decorate('drain', {
    get active() {
      return active;
    },
    shutdown,
  });
}

export default fp(drainPlugin, { name: 'drain' });
