#!/usr/bin/env node
// `pnpm dev`: the API in watch mode plus each app's own dev server. The API's remote list points the
// shell at the remotes' dev servers, so a stopped remote shows its Retry panel in the shell.
// `pnpm dev --skip projects` leaves a remote out, to run (stop, restart) in a terminal of its own:
// `pnpm --filter @portal/remote-projects dev`.
import { parseArgs } from 'node:util';
import concurrently from 'concurrently';

const REMOTE_PORTS = { directory: 3001, projects: 3002, allocations: 3003, timesheets: 3004 };

const { values } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });
const unknown = values.skip.filter((name) => !(name in REMOTE_PORTS));
if (unknown.length > 0) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Remotes: ${Object.keys(REMOTE_PORTS).join(', ')}.`);
  process.exit(2);
}

const remoteList = Object.fromEntries(
  Object.entries(REMOTE_PORTS).map(([name, port]) => [`remote_${name}`, `http://localhost:${port}/mf-manifest.json`]),
);

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter @portal/api dev', env: { PORTAL_REMOTES: JSON.stringify(remoteList) }, prefixColor: 'magenta' },
    { name: 'shell', command: 'pnpm --filter @portal/shell dev', prefixColor: 'cyan' },
    ...Object.keys(REMOTE_PORTS)
      .filter((name) => !values.skip.includes(name))
      .map((name) => ({ name, command: `pnpm --filter @portal/remote-${name} dev`, prefixColor: 'green' })),
  ],
  // One app stopping (or failing to compile) must not take the others down: that is the point of remotes.
  { killOthersOn: [], restartTries: 0 },
);

console.log('Portal (dev): http://localhost:3000 (API on http://localhost:8080, remotes on ports 3001-3004)');
result.catch(() => process.exit(1));
