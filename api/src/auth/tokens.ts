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

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
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
        .sign(key);
    },

    async verify(token) {
      try {
        // The algorithm is pinned, so alg=none or an attacker-chosen algorithm/key is refused.
        const { payload } = await jwtVerify(token, key, {
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
        return { userId, tokenVersion: tokenVersion as number, sessionId };
      } catch {
        return null;
      }
    },
  };
}
