#!/usr/bin/env node
// `pnpm serve`: the API in production mode against PostgreSQL, as one instance of a deployment (docs/deployment.md).
// Builds what changed first (`--no-build` skips that, e.g. when several instances start from one checkout).
// `--api-only` serves no frontend: the shell and remotes are hosted elsewhere (nginx, a CDN).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, buildChanged } from './lib/build-changed.mjs';

const { values: flags } = parseArgs({ options: { 'no-build': { type: 'boolean' }, 'api-only': { type: 'boolean' } } });

const missing = ['DATABASE_URL', 'JWT_SECRET'].filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error(`pnpm serve runs the API in production mode on PostgreSQL and needs ${missing.join(' and ')}, e.g.

  DATABASE_URL=postgres://portal@db.corp.example:5432/portal JWT_SECRET=<32+ random characters> pnpm serve

For a local portal with demo data on the embedded database, use pnpm start.`);
  process.exit(1);
}

if (!flags['no-build']) {
  try {
    buildChanged();
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}

// A folder without builds: the API's static plugin then serves nothing but /api.
const staticRoot = flags['api-only'] ? join(ROOT, 'api', 'dist', 'no-frontend') : (process.env.STATIC_ROOT ?? ROOT);
const env = { ...process.env, NODE_ENV: 'production', STATIC_ROOT: staticRoot };
const port = env.PORT ?? '8080';
const database = new URL(env.DATABASE_URL);
console.log(`pnpm serve (production):
  API          http://${env.HOST ?? '0.0.0.0'}:${port}/api  (health: /api/health, docs: /api/docs)
  database     PostgreSQL ${database.hostname}:${database.port || 5432}${database.pathname}  (migrations run at start-up)
  frontend     ${flags['api-only'] ? 'not served (--api-only)' : `builds under ${staticRoot} (shell at /, remotes at /remotes/<name>/)`}
  remote list  ${env.PORTAL_REMOTES_FILE ? `${env.PORTAL_REMOTES_FILE} (PORTAL_REMOTES_FILE, read again on every request)` : env.PORTAL_REMOTES ? 'PORTAL_REMOTES' : 'the built remotes under /remotes/'}
  limits       ${env.REDIS_URL ? `sign-in limits shared through Redis ${new URL(env.REDIS_URL).host}` : 'sign-in limits per instance (REDIS_URL unset)'}
`);

const server = spawn(process.execPath, [join(ROOT, 'api/dist/server.js')], { cwd: ROOT, stdio: 'inherit', env });

// SIGTERM (an orchestrator stopping this instance) or Ctrl-C: the API drains in-flight requests and exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
