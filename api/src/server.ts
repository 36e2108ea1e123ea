import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirInUseError } from './platform/db/data-dir-lock.js';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

async function seedIfDemo(app: App, config: Config): Promise<void> {
  if (!config.demo) return;
  // Loaded only in demo mode so production never even imports the fake-data generator.
  const { seedDemoIfEmpty } = await import('./seed/demo.js');
  const started = Date.now();
  const summary = await seedDemoIfEmpty(app.db, { demoPassword: config.demoPassword, timezone: config.orgTimezone });
  if (summary) app.log.info({ ...summary, ms: Date.now() - started }, 'seeded demo data');
}

function printBanner(app: App, config: Config, accounts: readonly { officeEmail: string; role: string }[]): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nWorkforce portal listening on http://${host}:${port}  (API docs: /api/docs)`);
  if (!config.demo) return;
  console.log(`Demo mode. Sign in with password "${config.demoPassword}" as:`);
  for (const account of accounts) console.log(`  ${account.role.padEnd(8)} ${account.officeEmail}`);
  if (config.mail.transport === 'outbox') console.log(`E-mails (password links) are written to ${config.mail.outboxDir}`);
  console.log('');
}

function closeOnSignals(app: App): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // scripts/serve.mjs and start.mjs pass on the signal their process group got as well: the repeat is the same stop.
    if (closing) return;
    closing = true;
    const timeoutMs = app.config.shutdownTimeoutSeconds * 1000;
    app.log.info({ signal, timeoutMs }, 'shutting down: draining');
    // The last resort, should closing the database hang after the drain (a query that never returns).
    setTimeout(() => process.exit(1), timeoutMs + 10_000).unref();
    // Drain (platform/http/drain.ts), then close the app: the db plugin's onClose ends the pool once nothing uses it.
    app.drain
      .shutdown(timeoutMs)
      .then(async ({ ms, cutRequests }) => {
        app.log.info({ ms, cutRequests }, 'drained');
        await app.close();
        process.exit(cutRequests > 0 ? 1 : 0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function start(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  closeOnSignals(app);
  try {
    await seedIfDemo(app, config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'failed to start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  const { DEMO_ACCOUNTS } = config.demo ? await import('./seed/demo-data.js') : { DEMO_ACCOUNTS: [] };
  printBanner(app, config, DEMO_ACCOUNTS);
}

await start().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
