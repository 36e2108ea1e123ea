import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Ports 8750-8769: the shell, one per remote, two API instances.
export const PORTS = { shell: 8750, directory: 8751, projects: 8752, allocations: 8753, timesheets: 8754, apiA: 8761, apiB: 8762 } as const;
export const SHELL_ORIGIN = `http://127.0.0.1:${PORTS.shell}`;
export const REMOTES = ['directory', 'projects', 'allocations', 'timesheets'] as const;
export type Remote = (typeof REMOTES)[number];
export const remoteOrigin = (name: Remote) => `http://127.0.0.1:${PORTS[name]}`;
/** The remote list of builds served at the root of their origins, as PORTAL_REMOTES would give it. */
export const remoteListAtOrigins = (): Record<string, string> =>
  Object.fromEntries(REMOTES.map((remote) => [`remote_${remote}`, `${remoteOrigin(remote)}/mf-manifest.json`]));
export const REPO_ROOT = join(__dirname, '..', '..');
export const ADMIN = { email: 'it-admin@deploy.example', password: 'Deploy-Test-Passw0rd' };

/** What the deployment runs on, found or started by tooling/test-services (or given by `pnpm test`'s environment). */
type Services = {
  postgres: { url: string; stop: () => Promise<void> };
  database: { url: string; drop: () => Promise<void> };
  redis: { url: string; stop: () => Promise<void> };
  nginx: string;
  /** nginx's brotli_static module, when the machine has it: the configuration then sends .br copies too. */
  brotliStaticModule: string | undefined;
};

/** The API's own Redis client, so the e2e package needs no Redis dependency of its own. */
const apiModule = <T>(name: string) => createRequire(join(REPO_ROOT, 'api', 'package.json'))(name) as T;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    // No keep-alive: an API instance that is shutting down waits for its trusted proxy's idle connections to close,
    // and this process (from the proxy's address) would otherwise keep one open.
    if (await fetch(url, { headers: { connection: 'close' } }).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url}`);
}

/** Should the test process die first, nothing it started is left running. */
function killOnExit(child: ChildProcess): void {
  process.once('exit', () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

/** Signals a child's whole process group (serve.mjs and the API it runs) and waits for the child to exit. */
function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, signal);
  return exited;
}

type RedisClient = { connect(): Promise<void>; keys(pattern: string): Promise<string[]>; del(...keys: string[]): Promise<number>; disconnect(): void };

/** Everything the deployment test runs, and how to take it down again. */
export class Deployment {
  readonly redisPrefix = `portal-deploy-test:${randomBytes(6).toString('hex')}:`;
  // Made in prepare(): Playwright also loads the spec in processes that run nothing.
  dir = '';
  api: Partial<Record<'apiA' | 'apiB', ChildProcess>> = {};
  nginx: ChildProcess | undefined;
  services: Services | undefined;

  private get running(): Services {
    if (!this.services) throw new Error('prepare() first');
    return this.services;
  }

  /** Whether nginx sends the builds' brotli copies (with the module) or only their gzip copies. */
  get sendsBrotli(): boolean {
    return this.running.brotliStaticModule !== undefined;
  }

  get databaseUrl(): string {
    return this.running.database.url;
  }

  /** Finds or starts PostgreSQL, Redis and nginx, builds what changed (the API at least), creates the database and its first administrator. */
  async prepare(): Promise<void> {
    const { createScratchDatabase, findNginx, findOrStartPostgres, findOrStartRedis } = await import('@portal/test-services');
    const { path: nginx, brotliStaticModule } = findNginx();
    const postgres = await findOrStartPostgres();
    const redis = await findOrStartRedis().catch(async (error: unknown) => {
      await postgres.stop();
      throw error;
    });
    const database = await createScratchDatabase(postgres.url, 'portal_deploy').catch(async (error: unknown) => {
      await Promise.all([postgres.stop(), redis.stop()]);
      throw error;
    });
    this.services = { postgres, redis, nginx, brotliStaticModule, database };
    this.dir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
    run(process.execPath, ['-e', "import('./scripts/lib/build-changed.mjs').then((m) => m.buildChanged())"]);
    // Production seeds nothing: the first administrator comes from the CLI, as docs/deployment.md says.
    run(process.execPath, ['api/dist/cli/create-admin.js', '--email', ADMIN.email, '--first-name', 'Ida', '--last-name', 'Admin'], {
      ...process.env,
      DATABASE_URL: this.databaseUrl,
      ADMIN_PASSWORD: ADMIN.password,
    });
  }

  /**
   * One API instance as `pnpm serve --api-only` runs it (production mode), with the remote list in PORTAL_REMOTES
   * (each remote's origin), or in `remotesFile` (PORTAL_REMOTES_FILE), which the test may edit while it runs.
   */
  async startApi(name: 'apiA' | 'apiB', { remotesFile }: { remotesFile?: string } = {}): Promise<void> {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--no-build', '--api-only'], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(PORTS[name]),
        HOST: '127.0.0.1',
        DATABASE_URL: this.databaseUrl,
        JWT_SECRET: 'deploy-test-secret-shared-by-both-instances-0123456789',
        REDIS_URL: this.running.redis.url,
        REDIS_KEY_PREFIX: this.redisPrefix,
        // nginx runs on this host: its X-Forwarded-For gives each browser's own address.
        TRUST_PROXY: '127.0.0.1',
        // One or the other (the API refuses both); an undefined variable is left out of the environment.
        PORTAL_REMOTES: remotesFile ? undefined : JSON.stringify(remoteListAtOrigins()),
        PORTAL_REMOTES_FILE: remotesFile,
        PUBLIC_URL: SHELL_ORIGIN,
        // Shared by both instances, as the photo folder must be in production (docs/deployment.md).
        PGLITE_DATA_DIR: join(this.dir, 'data'),
        LOG_LEVEL: 'warn',
      },
    });
    this.api[name] = child;
    killOnExit(child);
    await waitFor(`http://127.0.0.1:${PORTS[name]}/api/health`, child, `API instance ${name}`);
  }

  /** Stops an instance as an orchestrator does (SIGTERM, it drains) and resolves how long it took to exit, in ms. */
  async stopApi(name: 'apiA' | 'apiB'): Promise<number> {
    const child = this.api[name];
    const started = Date.now();
    await stop(child, 'SIGTERM');
    if (child?.exitCode !== 0) throw new Error(`API instance ${name} exited with ${child?.exitCode ?? child?.signalCode} after SIGTERM`);
    return Date.now() - started;
  }

  /** Kills an instance outright, as a crash or a lost machine would. */
  killApi(name: 'apiA' | 'apiB'): Promise<void> {
    return stop(this.api[name], 'SIGKILL');
  }

  /**
   * Renders deploy/nginx for these ports and runs nginx in the foreground. Each remote's origin serves its build
   * (remote-<name>/dist), or the folder `roots` names for it (a static host's folder of published versions).
   */
  /** The whole deployment as the specs start it: the builds prepared, both API instances, then nginx before them. */
  async startAll(): Promise<void> {
    await this.prepare();
    await this.startApi('apiA');
    await this.startApi('apiB');
    await this.startNginx();
  }

  async startNginx({ roots = {} }: { roots?: Partial<Record<Remote, string>> } = {}): Promise<void> {
    const { renderPortalConf } = (await import(join(REPO_ROOT, 'deploy/nginx/render.mjs'))) as {
      renderPortalConf: (settings: unknown) => string;
    };
    const portal = renderPortalConf({
      apiServers: [`127.0.0.1:${PORTS.apiA}`, `127.0.0.1:${PORTS.apiB}`],
      shell: { listen: `127.0.0.1:${PORTS.shell}`, root: join(REPO_ROOT, 'shell', 'dist'), origin: SHELL_ORIGIN },
      remotes: REMOTES.map((name) => ({ name, listen: `127.0.0.1:${PORTS[name]}`, root: roots[name] ?? join(REPO_ROOT, `remote-${name}`, 'dist'), origin: remoteOrigin(name) })),
      brotli: this.sendsBrotli,
    });
    writeFileSync(join(this.dir, 'portal.conf'), portal);
    // The access log names the instance behind each API request, so the test can tell both served.
    writeFileSync(
      join(this.dir, 'nginx.conf'),
      `${this.sendsBrotli ? `load_module ${this.running.brotliStaticModule};\n` : ''}${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    log_format upstream '$upstream_addr $status $request_method $uri';
    access_log ${this.accessLog()} upstream;
    client_body_temp_path ${this.dir}/client_body;
    proxy_temp_path ${this.dir}/proxy;
    fastcgi_temp_path ${this.dir}/fastcgi;
    uwsgi_temp_path ${this.dir}/uwsgi;
    scgi_temp_path ${this.dir}/scgi;
    include ${join(this.dir, 'portal.conf')};
}
`,
    );
    const args = ['-p', this.dir, '-c', join(this.dir, 'nginx.conf'), '-g', `daemon off; pid ${this.dir}/nginx.pid; error_log stderr;`];
    run(this.running.nginx, ['-t', '-q', ...args]);
    this.nginx = spawn(this.running.nginx, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    killOnExit(this.nginx);
    await waitFor(`${SHELL_ORIGIN}/api/health`, this.nginx, 'nginx');
  }

  private accessLog(): string {
    return join(this.dir, 'access.log');
  }

  /** Lines of nginx's access log for API requests: "<upstream address> <status> <method> <path>". */
  apiLog(): string[] {
    return readFileSync(this.accessLog(), 'utf8').split('\n').filter((line) => / \/api\//.test(line));
  }

  async teardown(): Promise<void> {
    await stop(this.nginx, 'SIGQUIT');
    await Promise.all([stop(this.api.apiA), stop(this.api.apiB)]);
    if (this.services) {
      const { postgres, redis, database } = this.services;
      await database.drop().catch(() => undefined);
      await this.cleanRedis(redis.url);
      await Promise.all([postgres.stop(), redis.stop()]);
    }
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  private async cleanRedis(url: string): Promise<void> {
    const { Redis } = apiModule<{ Redis: new (url: string, options: object) => RedisClient }>('ioredis');
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
      const keys = await redis.keys(`${this.redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }
}
