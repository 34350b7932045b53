import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@contract/users.ts';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
const ISSUER = 'shutterswap';

export type AccessTokenClaims = { userId: string; uid: string; email: string; role: Role };

/** Short-lived tokens signed by this server (HS256), issued only for identities Firebase proved. */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessTokenClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS) * 1000);
      const token = await new SignJWT({ uid: claims.uid, email: claims.email, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token: string): Promise<AccessTokenClaims> {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      return {
        userId: String(payload.sub),
        uid: String(payload.uid),
        email: String(payload.email),
        role: payload.role as Role,
      };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
