import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const REMOTE_NAMES = ['directory', 'projects', 'allocations', 'timesheets'] as const;

// Only files whose name carries a content hash (the builds' `[name].[contenthash:10].js`, the shell's antd
// sheet `antd.<hash>.css`) may be cached for good; anything else (index.html, mf-manifest.json,
// remoteEntry.js, favicon) keeps its name across builds and must be revalidated.
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js(\.map|\.LICENSE\.txt)?|css)$/;

/** The copies the builds compress ahead (x.js.br, x.js.gz) are sent for x.js, and cached as it is. */
const PRECOMPRESSED = /\.(br|gz)$/;

function setCacheHeaders(reply: FastifyReply, path: string): void {
  const served = basename(path).replace(PRECOMPRESSED, '');
  reply.header('cache-control', CONTENT_HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function wantsSpaPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    path !== '/api' &&
    !path.startsWith('/api/') &&
    !path.startsWith('/remotes/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the shell at / and each remote at /remotes/<name>/ from the same port, with the SPA fallback
 * for client-side routes. Missing builds are skipped with a warning so the API runs without them (tests).
 */
async function staticFrontendPlugin(app: FastifyInstance, options: { staticRoot: string }): Promise<void> {
  const shellDist = join(options.staticRoot, 'shell', 'dist');
  const hasShell = existsSync(join(shellDist, 'index.html'));
  const mounts = [
    ...(hasShell ? [{ root: shellDist, prefix: '/' }] : []),
    ...REMOTE_NAMES.map((name) => ({ root: join(options.staticRoot, `remote-${name}`, 'dist'), prefix: `/remotes/${name}/` })),
  ];
  if (!hasShell) app.log.warn({ path: shellDist }, 'shell build not found; the frontend is not served');

  let replyDecorated = false;
  for (const mount of mounts) {
    if (!existsSync(mount.root)) {
      app.log.warn({ path: mount.root }, 'remote build not found; it is not served');
      continue;
    }
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      // reply.sendFile may only be decorated once; the shell (first mount) owns it.
      decorateReply: !replyDecorated,
      cacheControl: false,
      // Each build writes brotli and gzip copies of its text files (tooling/webpack.app.cjs): sent as they are to
      // a browser that accepts them, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: setCacheHeaders,
      schemaHide: true,
    });
    replyDecorated = true;
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasShell && wantsSpaPage(request)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', shellDist);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${request.url} not found` });
  });
}

export default fp(staticFrontendPlugin, { name: 'static-frontend' });
