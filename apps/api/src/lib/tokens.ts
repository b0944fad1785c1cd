import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  /** The user id, as the original client reads it from the payload. */
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

const ORDER_CONFIRM_AUDIENCE = 'order-confirm';

/**
 * A key of its own for confirm links, derived from the login secret: a confirm token can never pass for
 * a login token, or the other way round, even if their claims one day looked alike.
 */
const orderConfirmKey = (secret: string) => createHmac('sha256', secret).update('order-confirm-link').digest();

/**
 * Signed and bound to one order. It carries no end of its own: it works as long as its order waits at
 * Order Placed within its hold, which the owner may extend (docs/product.md §4 Trust).
 */
export function issueOrderConfirmToken(orderId: string, secret: string, now: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(orderId)
    .setAudience(ORDER_CONFIRM_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(orderConfirmKey(secret));
}

export type OrderConfirmTokenCheck = { valid: true; orderId: string } | { valid: false; expired: boolean };

/** Which order the token confirms; expired only for a token this shop signed with an end (links sent before holds) that has passed. */
export async function verifyOrderConfirmToken(token: string, secret: string, now: Date): Promise<OrderConfirmTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, orderConfirmKey(secret), {
      algorithms: ['HS256'],
      audience: ORDER_CONFIRM_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub'],
    });
    return payload.sub ? { valid: true, orderId: payload.sub } : { valid: false, expired: false };
  } catch (error) {
    // jose checks the signature before the claims: an expired token was one of ours.
    return { valid: false, expired: error instanceof errors.JWTExpired };
  }
}

/**
 * What an emailed link may do; each has its own key derived from the login secret and its own
 * audience, so a link made for one purpose never passes for another, or for a login.
 */
export type LinkPurpose = 'email-verification' | 'newsletter-confirm' | 'newsletter-unsubscribe';

const linkKey = (purpose: LinkPurpose, secret: string) => createHmac('sha256', secret).update(`link:${purpose}`).digest();

/**
 * A signed link token naming its subject (an account id, an address). With `lifetimeSeconds` it ends
 * then; without, it works as long as what it acts on lets it (an unsubscribe link, say).
 */
export function issueLinkToken(purpose: LinkPurpose, subject: string, secret: string, now: Date, lifetimeSeconds?: number): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(subject).setAudience(purpose).setIssuedAt(issuedAt);
  if (lifetimeSeconds !== undefined) jwt.setExpirationTime(issuedAt + lifetimeSeconds);
  return jwt.sign(linkKey(purpose, secret));
}

export type LinkTokenCheck = { valid: true; subject: string; issuedAt: Date } | { valid: false; expired: boolean };

/** The subject and issue time of a link token of this purpose; expired only for one this shop signed whose end has passed. */
export async function verifyLinkToken(purpose: LinkPurpose, token: string, secret: string, now: Date): Promise<LinkTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, linkKey(purpose, secret), {
      algorithms: ['HS256'],
      audience: purpose,
      currentDate: now,
      requiredClaims: ['sub', 'iat'],
    });
    return payload.sub && payload.iat !== undefined
      ? { valid: true, subject: payload.sub, issuedAt: new Date(payload.iat * 1000) }
      : { valid: false, expired: false };
  } catch (error) {
    // jose checks the signature before the claims: an expired token was one of ours.
    return { valid: false, expired: error instanceof errors.JWTExpired };
  }
}
