// Renders portal.conf.template (and remote.conf.template once per remote) into an nginx configuration.
// Used by the deployment test; operators can call it too:
//   node deploy/nginx/render.mjs settings.json > /etc/nginx/conf.d/portal.conf
// where settings.json is { "apiServers": ["10.0.0.11:8080", ...], "shell": { "listen": "443 ssl", "root": "...",
// "origin": "https://portal.corp.example" }, "remotes": [{ "name": "projects", "listen": ..., "root": ..., "origin": ... }],
// "brotli": true } ("brotli" only where nginx has the brotli_static module loaded; gzip copies are sent either way).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

function fill(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
    return values[name];
  });
}

/** The shell page's Content-Security-Policy: scripts and connections from itself and the remotes' origins. */
export function shellCsp(remoteOrigins, extraConnect = []) {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${[remotes, ...extraConnect].join(' ')}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sending the builds' compressed copies: gzip_static is part of nginx; brotli_static needs Google's module
 * (Debian: libnginx-mod-http-brotli-static, loaded with load_module), so it is written only when `brotli` is set.
 */
function compressedCopies(brotli) {
  return [
    '    gzip_static on;',
    '    gzip_vary on;',
    brotli ? '    brotli_static on;' : '    # brotli_static on;  (with ngx_http_brotli_static_module loaded: set "brotli": true)',
  ].join('\n');
}

/**
 * @param {{ apiServers: string[], shell: { listen: string, root: string, origin: string, serverName?: string },
 *   remotes: { name: string, listen: string, root: string, origin: string, serverName?: string }[], csp?: string,
 *   brotli?: boolean }} settings
 */
export function renderPortalConf(settings) {
  const COMPRESSED_COPIES = compressedCopies(settings.brotli === true);
  const remoteTemplate = readFileSync(join(HERE, 'remote.conf.template'), 'utf8');
  const remoteServers = settings.remotes.map((remote) =>
    fill(remoteTemplate, {
      REMOTE_NAME: remote.name,
      REMOTE_LISTEN: remote.listen,
      REMOTE_SERVER_NAME: remote.serverName ?? '_',
      REMOTE_ROOT: remote.root,
      SHELL_ORIGIN: settings.shell.origin,
      COMPRESSED_COPIES,
    }),
  );
  return fill(readFileSync(join(HERE, 'portal.conf.template'), 'utf8'), {
    API_SERVERS: settings.apiServers.map((server) => `    server ${server} max_fails=1 fail_timeout=10s;`).join('\n'),
    SHELL_LISTEN: settings.shell.listen,
    SHELL_SERVER_NAME: settings.shell.serverName ?? '_',
    SHELL_ROOT: settings.shell.root,
    SHELL_CSP: settings.csp ?? shellCsp(settings.remotes.map((remote) => remote.origin)),
    REMOTE_SERVERS: remoteServers.join('\n'),
    COMPRESSED_COPIES,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node deploy/nginx/render.mjs settings.json > portal.conf');
    process.exit(1);
  }
  process.stdout.write(renderPortalConf(JSON.parse(readFileSync(file, 'utf8'))));
}
