import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_HOURS_PER_DAY } from '@portal/shared-contracts';
import { loadSsoConfig, SsoConfigError, type SsoConfig } from './sso-config.js';

/** Thrown when the environment cannot produce a usable configuration. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type DatabaseConfig =
  | { driver: 'postgres'; url: string }
  /** dataDir null = in-memory PGlite (tests). */
  | { driver: 'pglite'; dataDir: string | null };

export type Config = {
  nodeEnv: string;
  /** Demo mode = anything but production: seeds data and may invent a JWT secret. */
  demo: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  jwt: { secret: string; ttlSeconds: number };
  demoPassword: string;
  logLevel: string;
  /** Human-readable logs: demo mode in a terminal (LOG_FORMAT=json|pretty overrides). Production logs JSON. */
  prettyLogs: boolean;
  /** The remote list at start-up: PORTAL_REMOTES, PORTAL_REMOTES_FILE's content, or the built remotes. */
  remotes: Record<string, string>;
  /** PORTAL_REMOTES_FILE (absolute): read again while running, so editing it switches the list with no restart. */
  remotesFile: string | null;
  staticRoot: string;
  orgTimezone: string;
  workdayHours: number;
  /** Where links in e-mails point: the portal's address as users reach it. */
  publicUrl: string;
  mail: MailConfig;
  recovery: { resetTtlSeconds: number; welcomeTtlSeconds: number };
  /** Failed sign-ins allowed per 5 minutes, per client address and per account and address (successes do not count). */
  signInLimits: { perIp: number; perAccount: number };
  /** Single sign-on through an OpenID provider (Entra ID or any OIDC); null when SSO_CLIENT_ID is unset. */
  sso: SsoConfig | null;
  /** Origins (scheme://host:port) whose pages may call the API from a browser; empty: same origin only. */
  corsOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For to believe, as Fastify's trustProxy takes it: their addresses or CIDR ranges.
   * Empty (the default) believes none: the client address is the socket's.
   */
  trustProxy: string[];
  /** Shared sign-in limits across API instances; null (REDIS_URL unset): kept in each process. */
  redis: RedisConfig | null;
  /** The weekly reminder to log last week's hours (TIMESHEET_REMINDER); null: off. */
  timesheetReminder: ReminderSchedule | null;
  /**
   * SHUTDOWN_TIMEOUT: how long a stopping instance lets its requests in flight finish (and a proxy close its idle
   * connections) before it cuts what is left; keep it below the orchestrator's own grace (Kubernetes: 30 s).
   */
  shutdownTimeoutSeconds: number;
};

/**
 * When the weekly reminder goes out: on `day` (1 Monday … 7 Sunday) at `time` (HH:MM) in the organisation's time
 * zone, for the week before. Each instance checks every `checkEveryMs` (0: never by itself, tests check by hand).
 */
export type ReminderSchedule = { day: number; time: string; checkEveryMs: number };

/** keyPrefix namespaces every key, so several portals (or test runs) can share one Redis. */
export type RedisConfig = { url: string; keyPrefix: string };

/** SMTP when SMTP_URL is set; otherwise, in demo mode only, .eml files in an outbox folder. */
export type MailConfig = { from: string } & ({ transport: 'smtp'; smtpUrl: string } | { transport: 'outbox'; outboxDir: string } | { transport: 'none' });

type Env = Record<string, string | undefined>;

// src/config.ts and dist/config.js both sit two levels below the repo root.
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_REMOTES: Record<string, string> = {
  remote_directory: '/remotes/directory/mf-manifest.json',
  remote_projects: '/remotes/projects/mf-manifest.json',
  remote_allocations: '/remotes/allocations/mf-manifest.json',
  remote_timesheets: '/remotes/timesheets/mf-manifest.json',
};

const MIN_SECRET_LENGTH = 32;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(raw: string | undefined): number {
  const port = Number(raw ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0..65535, got "${raw}"`);
  return port;
}

/** Accepts "8h", "30m", "45s", "1d" or a plain number of seconds. */
export function parseDuration(raw: string, name = 'JWT_TTL'): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  if (!match) throw new ConfigError(`${name} must look like 8h, 30m, 3600 (got "${raw}")`);
  const unitSeconds = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unitSeconds;
  if (seconds <= 0) throw new ConfigError(`${name} must be positive`);
  return seconds;
}

function parseRemotes(raw: string | undefined): Record<string, string> {
  if (!raw) return { ...DEFAULT_REMOTES };
  return parseRemoteList(raw, 'PORTAL_REMOTES');
}

/** A remote list as PORTAL_REMOTES and PORTAL_REMOTES_FILE give it; `name` is the setting that errors name. */
export function parseRemoteList(raw: string, name: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError(`${name} must be a JSON object {"name": "manifestUrl"}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`${name} must be a JSON object {"name": "manifestUrl"}`);
  }
  const entries = Object.entries(parsed);
  if (!entries.every(([, url]) => typeof url === 'string' && url.length > 0)) {
    throw new ConfigError(`Every ${name} value must be a non-empty manifest URL string`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The list in PORTAL_REMOTES_FILE; a file that is missing or not a valid list is a ConfigError naming it. */
export function readRemoteListFile(path: string): Record<string, string> {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`PORTAL_REMOTES_FILE (${path}) cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return parseRemoteList(raw, `PORTAL_REMOTES_FILE (${path})`);
}

/** Either setting, never both: which one wins would be a guess, and a rollback edited in the loser would do nothing. */
function loadRemotes(env: Env): Pick<Config, 'remotes' | 'remotesFile'> {
  const inline = nonEmpty(env.PORTAL_REMOTES);
  const file = nonEmpty(env.PORTAL_REMOTES_FILE);
  if (inline && file) throw new ConfigError('Set PORTAL_REMOTES or PORTAL_REMOTES_FILE, not both');
  if (!file) return { remotes: parseRemotes(inline), remotesFile: null };
  const remotesFile = resolve(REPO_ROOT, file);
  return { remotes: readRemoteListFile(remotesFile), remotesFile };
}

function parseTimezone(raw: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
  } catch {
    throw new ConfigError(`ORG_TIMEZONE "${raw}" is not a valid IANA time zone`);
  }
  return raw;
}

export const DEFAULT_SIGN_IN_LIMITS = { perIp: 30, perAccount: 10 };

function parsePositiveInt(raw: string | undefined, fallback: number, name: string): number {
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a positive whole number (got "${raw}")`);
  return value;
}

/** Hours of a standard working day when WORKDAY_HOURS is not set. */
export const DEFAULT_WORKDAY_HOURS = 8;

function parseWorkdayHours(raw: string | undefined): number {
  const hours = Number(raw ?? DEFAULT_WORKDAY_HOURS);
  if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_HOURS_PER_DAY) throw new ConfigError(`WORKDAY_HOURS must be in (0, ${MAX_HOURS_PER_DAY}]`);
  return hours;
}

/**
 * Demo mode keeps its generated secret in the data dir so that tokens survive a restart;
 * production must be given one explicitly.
 */
function resolveJwtSecret(env: Env, demo: boolean, dataDir: string): string {
  const given = nonEmpty(env.JWT_SECRET);
  if (given) {
    if (given.length < MIN_SECRET_LENGTH) throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return given;
  }
  if (!demo) throw new ConfigError(`JWT_SECRET (at least ${MIN_SECRET_LENGTH} characters) is required when NODE_ENV=production`);
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function loadMailConfig(env: Env, demo: boolean, dataDir: string): MailConfig {
  const from = nonEmpty(env.MAIL_FROM) ?? 'Workforce Portal <no-reply@workforce-portal.local>';
  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl) return { from, transport: 'smtp', smtpUrl };
  if (!demo) return { from, transport: 'none' };
  return { from, transport: 'outbox', outboxDir: resolve(REPO_ROOT, nonEmpty(env.MAIL_OUTBOX_DIR) ?? join(dataDir, 'outbox')) };
}

/** PGLITE_DATA_DIR holds the jwt-secret file and, under pgdata/, the embedded database. */
export function resolveDataDir(env: Env): string {
  return resolve(REPO_ROOT, nonEmpty(env.PGLITE_DATA_DIR) ?? 'data');
}

export function loadDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const url = nonEmpty(env.DATABASE_URL);
  if (url) return { driver: 'postgres', url };
  if (env.NODE_ENV === 'production') throw new ConfigError('DATABASE_URL is required when NODE_ENV=production');
  return { driver: 'pglite', dataDir: join(resolveDataDir(env), 'pgdata') };
}

/** Names every missing production setting at once instead of failing on the first. */
function assertProductionSettings(env: Env): void {
  const problems: string[] = [];
  if ((nonEmpty(env.JWT_SECRET)?.length ?? 0) < MIN_SECRET_LENGTH) problems.push(`JWT_SECRET (at least ${MIN_SECRET_LENGTH} characters)`);
  if (!nonEmpty(env.DATABASE_URL)) problems.push('DATABASE_URL');
  if (problems.length > 0) throw new ConfigError(`NODE_ENV=production requires ${problems.join(' and ')}`);
}

function parseSso(env: Env): SsoConfig | null {
  try {
    return loadSsoConfig(env);
  } catch (error) {
    if (error instanceof SsoConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Reads every setting from the environment in one place; throws ConfigError with a readable message. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const demo = nodeEnv !== 'production';
  if (!demo) assertProductionSettings(env);
  const dataDir = resolveDataDir(env);
  const database = loadDatabaseConfig(env);
  const port = parsePort(nonEmpty(env.PORT));
  return {
    nodeEnv,
    demo,
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    database,
    dataDir,
    jwt: { secret: resolveJwtSecret(env, demo, dataDir), ttlSeconds: parseDuration(nonEmpty(env.JWT_TTL) ?? '8h') },
    demoPassword: env.DEMO_PASSWORD || 'Passw0rd!',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    prettyLogs: env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : demo && Boolean(process.stdout.isTTY),
    ...loadRemotes(env),
    staticRoot: resolve(REPO_ROOT, nonEmpty(env.STATIC_ROOT) ?? '.'),
    orgTimezone: parseTimezone(nonEmpty(env.ORG_TIMEZONE) ?? 'UTC'),
    workdayHours: parseWorkdayHours(nonEmpty(env.WORKDAY_HOURS)),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    mail: loadMailConfig(env, demo, dataDir),
    recovery: {
      resetTtlSeconds: parseDuration(nonEmpty(env.RESET_TOKEN_TTL) ?? '60m', 'RESET_TOKEN_TTL'),
      welcomeTtlSeconds: parseDuration(nonEmpty(env.WELCOME_TOKEN_TTL) ?? '7d', 'WELCOME_TOKEN_TTL'),
    },
    signInLimits: {
      perIp: parsePositiveInt(nonEmpty(env.SIGN_IN_MAX_PER_IP), DEFAULT_SIGN_IN_LIMITS.perIp, 'SIGN_IN_MAX_PER_IP'),
      perAccount: parsePositiveInt(nonEmpty(env.SIGN_IN_MAX_PER_ACCOUNT), DEFAULT_SIGN_IN_LIMITS.perAccount, 'SIGN_IN_MAX_PER_ACCOUNT'),
    },
    sso: parseSso(env),
    corsOrigins: parseCorsOrigins(nonEmpty(env.CORS_ORIGINS)),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    redis: parseRedis(env),
    timesheetReminder: parseReminderSchedule(nonEmpty(env.TIMESHEET_REMINDER)),
    shutdownTimeoutSeconds: parseDuration(nonEmpty(env.SHUTDOWN_TIMEOUT) ?? '25s', 'SHUTDOWN_TIMEOUT'),
  };
}

/**
 * TRUST_PROXY: the proxies in front of the API (`127.0.0.1`, `10.0.0.0/8, 10.1.2.3`). Without
 * it, behind nginx every client has nginx's address, and the per-address sign-in limit counts them all together.
 * "true" (believe any sender's header) is refused: anyone could then choose their own address.
 */
function parseTrustProxy(raw: string | undefined): string[] {
  if (!raw) return [];
  const entries = raw.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    if (!/^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(entry)) {
      throw new ConfigError(`TRUST_PROXY entries must be proxy addresses or CIDR ranges (got "${entry}")`);
    }
  }
  return entries;
}

/** An exact allowlist: a wildcard or a URL with a path would let more pages in than the operator meant. */
function parseCorsOrigins(raw: string | undefined): string[] {
  return (raw ?? '').split(/[\s,]+/).filter(Boolean).map((value) => {
    let origin: string;
    try {
      origin = new URL(value).origin;
    } catch {
      throw new ConfigError(`CORS_ORIGINS entries must be origins like https://portal.example.com (got "${value}")`);
    }
    if (origin !== value.replace(/\/$/, '')) throw new ConfigError(`CORS_ORIGINS entries must be bare origins without a path (got "${value}")`);
    return origin;
  });
}

function parseRedis(env: Env): RedisConfig | null {
  const url = nonEmpty(env.REDIS_URL);
  if (!url) return null;
  if (!/^rediss?:\/\//.test(url)) throw new ConfigError(`REDIS_URL must start with redis:// or rediss:// (got "${url}")`);
  return { url, keyPrefix: nonEmpty(env.REDIS_KEY_PREFIX) ?? 'portal:' };
}

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** TIMESHEET_REMINDER: `MON 09:00` (a weekday and a 24-hour time); unset or `OFF`: no weekly reminder. */
function parseReminderSchedule(raw: string | undefined): ReminderSchedule | null {
  if (!raw || raw.toUpperCase() === 'OFF') return null;
  const match = /^([A-Za-z]{3})\s+(\d{1,2}):(\d{2})$/.exec(raw);
  const day = match ? WEEKDAYS.indexOf(match[1]!.toUpperCase()) + 1 : 0;
  const [hour, minute] = match ? [Number(match[2]), Number(match[3])] : [NaN, NaN];
  if (day === 0 || !(hour <= 23) || !(minute <= 59)) {
    throw new ConfigError(`TIMESHEET_REMINDER must be a weekday and a time like "MON 09:00", or OFF (got "${raw}")`);
  }
  return { day, time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, checkEveryMs: 60_000 };
}
