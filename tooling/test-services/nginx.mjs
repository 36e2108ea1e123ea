import { existsSync } from 'node:fs';
import { installDebianPackage, onPath, provisionForced } from './machine.mjs';

/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
const installedNginx = () => onPath('nginx', ['/usr/sbin']);

/** Debian's build of Google's brotli module for sending a build's .br copies (package libnginx-mod-http-brotli-static). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * The brotli_static module for the deployment test's nginx: Debian's, installed when running as root if missing. The
 * portal's nginx configuration sends gzip copies without it, so a machine that cannot have it is not an error.
 */
function findBrotliStaticModule() {
  if (existsSync(BROTLI_STATIC_MODULE)) return BROTLI_STATIC_MODULE;
  try {
    if (installDebianPackage('libnginx-mod-http-brotli-static') && existsSync(BROTLI_STATIC_MODULE)) return BROTLI_STATIC_MODULE;
  } catch (error) {
    console.log(`test services: no brotli module for nginx (${error instanceof Error ? error.message : String(error)}); gzip only`);
  }
  return undefined;
}

/**
 * The nginx the deployment test runs (in the foreground, with a configuration of its own): NGINX_PATH when set;
 * else one on PATH or in /usr/sbin; else Debian's package installed when running as root; else an error saying what
 * to install. With PORTAL_TEST_PROVISION=embedded the package is installed (or found current) first. With it, the
 * brotli_static module's file when there is one.
 */
export function findNginx() {
  const nginx = findNginxProgram();
  return { ...nginx, brotliStaticModule: findBrotliStaticModule() };
}

function findNginxProgram() {
  const setting = process.env.NGINX_PATH;
  if (setting) {
    if (!existsSync(setting)) throw new Error(`NGINX_PATH is ${setting}, where there is no nginx.`);
    return { path: setting, source: 'NGINX_PATH' };
  }
  if (provisionForced() && installDebianPackage('nginx') && installedNginx()) return { path: installedNginx(), source: 'Debian’s package, installed for this run' };
  if (installedNginx()) return { path: installedNginx(), source: 'the system’s' };
  if (installDebianPackage('nginx') && installedNginx()) return { path: installedNginx(), source: 'Debian’s package, installed for this run' };
  throw new Error('The deployment test needs nginx: install it (Debian/Ubuntu: sudo apt-get install -y nginx) or set NGINX_PATH.');
}
