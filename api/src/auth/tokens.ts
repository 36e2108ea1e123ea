import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'workforce-portal';
const AUDIENCE = 'workforce-portal';
const ALGORITHM = 'HS256';

export type TokenClaims = { userId: number; tokenVersion: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything expired, tampered, or otherwise unacceptable. */
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, tokenVersion }) {
      return new SignJWT({ ver: tokenVersion })
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
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(tokenVersion)) return null;
        return { userId, tokenVersion: tokenVersion as number };
      } catch {
        return null;
      }
    },
  };
}
