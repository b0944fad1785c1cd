import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { issueOrderConfirmToken, issueToken, TOKEN_LIFETIME_SECONDS, verifyOrderConfirmToken, verifyToken } from './tokens';

const secret = 'a-secret-that-is-long-enough-for-hs256-signing';
const now = new Date('2026-11-23T10:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const signed = (build: (jwt: SignJWT) => SignJWT) =>
  build(new SignJWT({ id: 'user-1', ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })).sign(new TextEncoder().encode(secret));

describe('login tokens', () => {
  it('accept what the shop issued, until it expires', async () => {
    const token = await issueToken({ id: 'user-1', ver: 3 }, secret, now);
    expect(await verifyToken(token, secret, now)).toEqual({ id: 'user-1', ver: 3 });
    expect(await verifyToken(token, secret, new Date(now.getTime() + (TOKEN_LIFETIME_SECONDS + 1) * 1000))).toBeNull();
  });

  it('refuse a correctly signed token that never expires', async () => {
    expect(await verifyToken(await signed((jwt) => jwt.setIssuedAt(seconds(now))), secret, now)).toBeNull();
  });

  it('refuse another key, another algorithm and no signature', async () => {
    const foreign = await new SignJWT({ id: 'user-1', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(seconds(now) + 60)
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expect(await verifyToken(foreign, secret, now)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ id: 'user-1', ver: 0, exp: seconds(now) + 60 })).toString('base64url')}.`;
    expect(await verifyToken(unsigned, secret, now)).toBeNull();
  });
});

describe('order confirm tokens', () => {
  const orderId = 'order-1';

  const yearMs = 365 * 86_400_000;

  it("name their order with no end of their own: the order's hold decides how long they work", async () => {
    const token = await issueOrderConfirmToken(orderId, secret, now);
    expect(await verifyOrderConfirmToken(token, secret, new Date(now.getTime() + yearMs))).toEqual({ valid: true, orderId });
  });

  it('say expired for a link signed with an end, as links were before holds, once it has passed', async () => {
    const key = createHmac('sha256', secret).update('order-confirm-link').digest();
    const issuedAt = Math.floor(now.getTime() / 1000);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(orderId)
      .setAudience('order-confirm')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 48 * 3600)
      .sign(key);
    expect(await verifyOrderConfirmToken(legacy, secret, new Date(now.getTime() + 47 * 3_600_000))).toEqual({ valid: true, orderId });
    expect(await verifyOrderConfirmToken(legacy, secret, new Date(now.getTime() + 49 * 3_600_000))).toEqual({ valid: false, expired: true });
  });

  it('are no login tokens, and login tokens are no confirm tokens', async () => {
    const confirm = await issueOrderConfirmToken(orderId, secret, now);
    expect(await verifyToken(confirm, secret, now)).toBeNull();
    expect(await verifyOrderConfirmToken(await issueToken({ id: 'user-1', ver: 0 }, secret, now), secret, now)).toEqual({ valid: false, expired: false });
  });

  it('refuse another key and anything tampered, however late', async () => {
    const token = await issueOrderConfirmToken(orderId, secret, now);
    const later = new Date(now.getTime() + yearMs);
    expect(await verifyOrderConfirmToken(token, 'another-secret-that-is-long-enough-for-hs256', later)).toEqual({ valid: false, expired: false });
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'order-2', aud: 'order-confirm', exp: 9e9 })).toString('base64url')}.${signature}`;
    expect(await verifyOrderConfirmToken(forged, secret, now)).toEqual({ valid: false, expired: false });
    expect(await verifyOrderConfirmToken('not a token', secret, now)).toEqual({ valid: false, expired: false });
  });
});
