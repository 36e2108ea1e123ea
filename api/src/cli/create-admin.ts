import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '@portal/shared-contracts';
import { hashPassword } from '../platform/auth/passwords.js';
import { ConfigError, loadDatabaseConfig } from '../config.js';
import { openDatabase } from '../platform/db/client.js';
import { upgradeDatabase } from '../wiring/migrate.js';
import { createUsersRepository } from '../modules/users/index.js';
import { promptHidden } from './prompt.js';

const USAGE = `Creates an ADMIN who can sign in with a password (works with NODE_ENV=production).

  pnpm --filter @portal/api create-admin -- --email ada@company.com --first-name Ada [--last-name Lovelace]

The password comes from ADMIN_PASSWORD or is asked for. The database is DATABASE_URL, or the embedded
one in PGLITE_DATA_DIR (stop the server first: the embedded database allows one process at a time).`;

const MIN_PASSWORD_LENGTH = 8;
const EMAIL = new RegExp(EMAIL_PATTERN);

class UsageError extends Error {}

function readArguments() {
  // pnpm forwards a literal "--" before the script's own arguments.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  const firstName = values['first-name']?.trim() ?? '';
  if (!EMAIL.test(email)) throw new UsageError('--email must be a valid e-mail address');
  if (!firstName) throw new UsageError('--first-name is required');
  return { email, firstName, lastName: values['last-name']?.trim() || null };
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await promptHidden('Password: '));
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  if (!fromEnv && (await promptHidden('Repeat password: ')) !== password) throw new UsageError('the passwords do not match');
  return password;
}

async function main(): Promise<void> {
  const { email, firstName, lastName } = readArguments();
  const database = loadDatabaseConfig();
  const password = await readPassword();
  const handle = await openDatabase(database);
  try {
    await upgradeDatabase(handle);
    const users = createUsersRepository(handle.db);
    if (await users.findCredentialsByEmail(email)) throw new UsageError(`a user with the work e-mail ${email} already exists`);
    const id = await users.insert({ firstName, lastName, officeEmail: email, role: 'ADMIN', passwordHash: await hashPassword(password) });
    console.log(`Created ADMIN #${id} ${email}. Sign in with this e-mail and the password.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`create-admin: ${error.message}\n\n${USAGE}`);
  } else {
    console.error('create-admin failed:', error);
  }
  process.exit(1);
});
