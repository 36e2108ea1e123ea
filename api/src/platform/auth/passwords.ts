import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline (m = 19 MiB, t = 2, p = 1).
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many argon2 computations at once: all cores but one, at least one. Each takes ~19 MiB and
 * tens of milliseconds of a core on libuv's thread pool, which Node also uses for other crypto work (token
 * signatures) and file access: a sign-in flood would otherwise hold every pool thread and every core, and the
 * rest of the portal would stall behind it. Extra sign-ins wait their turn instead.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const argon2Slots = pLimit(PASSWORD_HASH_CONCURRENCY);

let dummyHash: Promise<string> | undefined;

/** Computes the throwaway hash ahead of time so the first unknown-e-mail sign-in is not the slow one. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await dummyHash;
}

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => argon2.hash(password, HASH_OPTIONS));
}

/**
 * Verifies a password. With no hash (unknown e-mail, or a user without a password) it still verifies
 * against a throwaway hash, so both cases take about as long as a wrong password.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    const hash = await dummyHash;
    await argon2Slots(() => argon2.verify(hash, password)).catch(() => false);
    return false;
  }
  try {
    return await argon2Slots(() => argon2.verify(hash, password));
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
