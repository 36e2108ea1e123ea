import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyCompress from '@fastify/compress';
import Fastify, { type RouteOptions } from 'fastify';
import type { App } from './app-type.js';
import type { Config } from './config.js';
import { createOrgClock } from './platform/calendar.js';
import { plannedDateFormat } from './platform/date-format.js';
import { accountPlugin } from './modules/account/index.js';
import { auditPlugin } from './modules/audit-log/index.js';
import authPlugin from './platform/auth/auth-plugin.js';
import dbPlugin from './wiring/db-plugin.js';
import drainPlugin from './platform/http/drain.js';
import errorHandler, { formatSchemaErrors } from './platform/http/error-handler.js';
import finiteNumbers from './platform/http/finite-numbers.js';
import textInput from './platform/http/text-input.js';
import { timesheetReminders } from './modules/missing-timesheets/index.js';
import remoteListPlugin from './platform/http/remote-list.js';
import securityPlugin from './platform/http/security.js';
import staticFrontendPlugin from './platform/http/static-frontend.js';
import swaggerPlugin from './platform/http/swagger.js';
import { sharedSchemaCompilers } from './platform/http/schema-compilers.js';
import apiRoutes from './wiring/api-routes.js';

export type { App } from './app-type.js';

// Secrets that could show up in logged requests, bodies or error objects.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password', '*.password',
  'accessToken', '*.accessToken',
  'token', '*.token',
  'recoveryToken', '*.recoveryToken',
];

export type BuildHooks = {
  /** Sees every route as Fastify registers it: the authorization test checks that none escapes its policy table. */
  onRoute?: (route: RouteOptions) => void;
  /** Where the organisation's clock reads the instant from (default: the system's): a test stops it where it needs. */
  now?: () => Date;
  /** Remember nothing between requests: the reference answers of api/test/read-after-write-registered.postgres.test.ts. */
  rememberNothing?: boolean;
};

/** Builds the whole application (used by the server and by the tests); the database is ready when it resolves. */
export async function buildApp(config: Config, hooks: BuildHooks = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
      ...(config.prettyLogs ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
    },
    bodyLimit: 64 * 1024,
    // request.ip is the client's address behind the configured proxies (rate limits, audit log).
    trustProxy: config.trustProxy,
    // Opening the database runs migrations and, on a new one, loads ~5,000 states: slow on a busy 2-core box.
    pluginTimeout: 60_000,
    ajv: {
      // No removeAdditional: bodies declare additionalProperties: false, so an unknown field is a 400, not silently dropped.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true },
      // After ajv-formats has added its formats: `date` is ours (platform/date-format.ts).
      onCreate: (ajv) => ajv.addFormat('date', plannedDateFormat),
    },
    schemaErrorFormatter: formatSchemaErrors,
    schemaController: { compilersFactory: sharedSchemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const { onRoute } = hooks;
  if (onRoute) app.addHook('onRoute', onRoute);
  // JSON only: without this, Fastify's built-in text/plain parser would accept any text body instead of a 415.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  await app.register(errorHandler);
  await app.register(drainPlugin);
  await app.register(finiteNumbers);
  await app.register(textInput);
  await app.register(remoteListPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  // One clock for "today" everywhere: the routes, repositories and the weekly reminder all read it (app.clock).
  const clock = createOrgClock(config.orgTimezone, hooks.now);
  await app.register(dbPlugin, { database: config.database, workdayHours: config.workdayHours, clock, rememberNothing: hooks.rememberNothing ?? false });
  await app.register(auditPlugin);
  await app.register(authPlugin, { secret: config.jwt.secret, ttlSeconds: config.jwt.ttlSeconds });
  await app.register(accountPlugin, { mail: config.mail, publicUrl: config.publicUrl, recovery: config.recovery });
  await app.register(timesheetReminders, { mail: config.mail, publicUrl: config.publicUrl, clock, workdayHours: config.workdayHours, timesheetReminder: config.timesheetReminder });
  // Answers of 1 KB and more (list pages, exports) are compressed for clients that accept it: brotli
  // at quality 4 or gzip, cheap enough per request. The frontend's files were compressed at build time and are sent
  // as they are (static-frontend). Request bodies are not decompressed: nothing the portal sends is compressed.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticFrontendPlugin, { staticRoot: config.staticRoot });
  return app;
}
