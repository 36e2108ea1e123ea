import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// Demo mode without SMTP writes each e-mail here (see playwright.config.ts: PGLITE_DATA_DIR).
const OUTBOX = join(__dirname, '..', `.data-${PORT}`, 'outbox');

/** The outbox's files for `address`, oldest first (their names start with the time they were written). */
export function mailFilesTo(address: string): string[] {
  return (existsSync(OUTBOX) ? readdirSync(OUTBOX, { withFileTypes: true }) : [])
    .filter((f) => f.name.endsWith(`${address}.eml`))
    .map((f) => f.name)
    .sort();
}

/**
 * Waits for an e-mail to `address` that is not among `earlier` and holds `text`, and returns it with its soft line
 * breaks removed and its encoded equals signs decoded (the text part is quoted-printable).
 */
export async function newMailTo(address: string, earlier: string[], text: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const fresh = mailFilesTo(address).filter((name) => !earlier.includes(name));
    const newest = fresh.at(-1);
    const mail = newest ? readFileSync(join(OUTBOX, newest), 'utf8').replace(/=\r?\n/g, '').replaceAll('=3D', '=') : '';
    if (mail.includes(text)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new e-mail to ${address} holding "${text}" in ${OUTBOX}`);
}
