import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'workforce-portal';
const AUDIENCE = 'workforce-portal';
const ALGORITHM = 'HS256';

export type TokenClaims = { userId: number; tokenVersion: number; sessionId: string };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** Seconds a token lives; a session row expires with it. */
  ttlSeconds: number;
  /** The claims of a valid token, or null for anything expired, tampered, or otherwise unacceptable. */
  verify(token: string): Promise<TokenClaims | null>;
};

type VerifiedToken = { claims: TokenClaims; expiresAtMs: number };

/** Enough for every session active at once; past it the memory starts over. */
const MAX_REMEMBERED_TOKENS = 10_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // Tokens whose signature and claims were checked: the same string is the same signed token, so only its expiry
  // needs checking again (WebCrypto's HMAC is a thread-pool job costing ~5-10% of a busy server's time). Whether the
  // session is still open and the user still active is read from the database on every request all the same.
  const verified = new Map<string, VerifiedToken>();
  // Imported once: given raw bytes, jose imports the key again on every sign and verify.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    ttlSeconds,
    async sign({ userId, tokenVersion, sessionId }) {
      return new SignJWT({ ver: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await key);
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.claims;
        verified.delete(token);
        return null;
      }
      const claims = await verifySignatureAndClaims(token);
      if (claims) {
        if (verified.size >= MAX_REMEMBERED_TOKENS) verified.clear();
        verified.set(token, claims);
      }
      return claims?.claims ?? null;
    },
  };

  async function verifySignatureAndClaims(token: string): Promise<VerifiedToken | null> {
    try {
      // The algorithm is pinned, so alg=none or an attacker-chosen algorithm/key is refused.
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(tokenVersion)) return null;
      if (typeof sessionId !== 'string' || sessionId.length === 0) return null;
      return { claims: { userId, tokenVersion: tokenVersion as number, sessionId }, expiresAtMs: (payload.exp as number) * 1000 };
    } catch {
      return null;
    }
  }
}
