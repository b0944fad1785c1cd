import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  /** The user id, as SPEC's client reads it from the payload. */
  id: string;
  /** The user's token version when issued; a password reset raises it and so ends older tokens. */
  ver: number;
}

const keyFor = (secret: string) => new TextEncoder().encode(secret);

export function issueToken(claims: TokenClaims, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  // Both from the same clock: a relative '7d' would count from the machine's time, not from `now`.
  return new SignJWT({ id: claims.id, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(keyFor(secret));
}

/** The claims of a valid token, or null for anything unsigned, signed otherwise, tampered or expired. */
export async function verifyToken(token: string, secret: string, now: Date): Promise<TokenClaims | null> {
  try {
    // Without exp a token would never end: every token this shop issues carries one.
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'], currentDate: now, requiredClaims: ['exp'] });
    if (typeof payload.id !== 'string' || typeof payload.ver !== 'number') return null;
    return { id: payload.id, ver: payload.ver };
  } catch {
    return null;
  }
}
