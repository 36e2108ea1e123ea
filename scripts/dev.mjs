#!/usr/bin/env node
// `pnpm dev`: the API in watch mode plus each app's own dev server. The API's remote list points the
// shell at the remotes' dev servers, so stopping one of them shows its Retry panel in the shell.
import concurrently from 'concurrently';

const REMOTE_PORTS = { directory: 3001, projects: 3002, allocations: 3003, timesheets: 3004 };
const remotes = Object.fromEntries(
  Object.entries(REMOTE_PORTS).map(([name, port]) => [`remote_${name}`, `http://localhost:${port}/mf-manifest.json`]),
);

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter @portal/api dev', env: { PORTAL_REMOTES: JSON.stringify(remotes) }, prefixColor: 'magenta' },
    { name: 'shell', command: 'pnpm --filter @portal/shell dev', prefixColor: 'cyan' },
    ...Object.keys(REMOTE_PORTS).map((name) => ({ name, command: `pnpm --filter @portal/remote-${name} dev`, prefixColor: 'green' })),
  ],
  { killOthersOn: ['failure'], restartTries: 0 },
);

console.log('Portal (dev): http://localhost:3000 (API on http://localhost:8080, remotes on ports 3001-3004)');
result.catch(() => process.exit(1));
