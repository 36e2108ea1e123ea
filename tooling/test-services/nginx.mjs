import { existsSync } from 'node:fs';
import { installDebianPackage, onPath, provisionForced } from './machine.mjs';

/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
const installedNginx = () => onPath('nginx', ['/usr/sbin']);

/**
 * The nginx the deployment test runs (in the foreground, with a configuration of its own): NGINX_PATH when set;
 * else one on PATH or in /usr/sbin; else Debian's package installed when running as root; else an error saying what
 * to install. With PORTAL_TEST_PROVISION=embedded the package is installed (or found current) first.
 */
export function findNginx() {
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
