import argon2 from 'argon2';

// OWASP's argon2id baseline (m = 19 MiB, t = 2, p = 1).
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

/** Computes the throwaway hash ahead of time so the first unknown-e-mail sign-in is not the slow one. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await dummyHash;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/**
 * Verifies a password. With no hash (unknown e-mail, or a user without a password) it still verifies
 * against a throwaway hash, so both cases take about as long as a wrong password.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash is treated as a mismatch
  }
}

/** True when a stored hash uses weaker parameters than today's, so sign-in can upgrade it. */
export function hashNeedsUpgrade(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, HASH_OPTIONS);
  } catch {
    return true;
  }
}
