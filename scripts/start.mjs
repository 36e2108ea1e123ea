#!/usr/bin/env node
// `pnpm start`: build what changed, then run the API, which applies migrations, seeds demo data on an
// empty database and serves the shell and every remote on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, buildChanged } from './lib/build-changed.mjs';

try {
  buildChanged();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, [join(ROOT, 'api/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, STATIC_ROOT: process.env.STATIC_ROOT ?? ROOT },
});

// Ctrl-C reaches the whole process group; let the server shut down cleanly and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
