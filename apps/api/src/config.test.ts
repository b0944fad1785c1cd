import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const vapid = webpush.generateVAPIDKeys();
const otherVapid = webpush.generateVAPIDKeys();

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.rateLimit).toBe(true);
    expect(config.connectionsPerClient).toBe(64);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ RATE_LIMIT: 'maybe' }, 'RATE_LIMIT'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ CONNECTIONS_PER_CLIENT: '8' }, 'CONNECTIONS_PER_CLIENT'],
    [{ ORDER_ALERT_EMAIL: 'the owner' }, 'ORDER_ALERT_EMAIL'],
    [{ ORDER_WEBHOOK_URL: 'ftp://hooks.example.pk', ORDER_WEBHOOK_SECRET: 'a secret of sixteen+' }, 'ORDER_WEBHOOK_URL'],
    [{ ORDER_WEBHOOK_URL: 'https://hooks.example.pk/orders' }, 'ORDER_WEBHOOK_SECRET'],
    [{ ORDER_WEBHOOK_URL: 'https://hooks.example.pk/orders', ORDER_WEBHOOK_SECRET: 'short' }, 'ORDER_WEBHOOK_SECRET'],
    [{ VAPID_PUBLIC_KEY: vapid.publicKey }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PRIVATE_KEY: vapid.privateKey }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'BMyKey', VAPID_PRIVATE_KEY: vapid.privateKey }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: `${vapid.privateKey}=` }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: otherVapid.privateKey }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'http://shop.example.pk' }, 'VAPID_SUBJECT'],
    [{ VAPID_SUBJECT: 'owner@shop.example.pk' }, 'VAPID_SUBJECT'],
    [{ PUSH_TEST_ENDPOINT_ORIGIN: 'http://127.0.0.1:4567' }, 'PUSH_TEST_ENDPOINT_ORIGIN'],
    [{ NODE_ENV: 'test', PUSH_TEST_ENDPOINT_ORIGIN: 'http://127.0.0.1:4567/push' }, 'PUSH_TEST_ENDPOINT_ORIGIN'],
  ])('fails fast naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' loopback, 10.0.0.0/8 ,2001:db8::1' }).trustedProxies).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
  });

  it('accepts a PostgreSQL URL and switches rate limits off only when told', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop', RATE_LIMIT: 'off' });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/shop');
    expect(config.rateLimit).toBe(false);
  });

  it('sends owner alerts to the support email and no webhook unless told otherwise', () => {
    expect(loadConfig({}).orderAlertEmail).toBeUndefined();
    expect(loadConfig({}).orderWebhook).toBeUndefined();
    const config = loadConfig({
      ORDER_ALERT_EMAIL: 'owner@shop.example.pk',
      ORDER_WEBHOOK_URL: 'https://hooks.example.pk/orders',
      ORDER_WEBHOOK_SECRET: 'a long enough webhook secret',
    });
    expect(config.orderAlertEmail).toBe('owner@shop.example.pk');
    expect(config.orderWebhook).toEqual({ url: 'https://hooks.example.pk/orders', secret: 'a long enough webhook secret' });
  });

  it('reads store hours in Asia/Karachi unless SHOP_TIME_ZONE names another zone, and refuses a zone no clock knows', () => {
    expect(loadConfig({}).shopTimeZone).toBe('Asia/Karachi');
    expect(loadConfig({ SHOP_TIME_ZONE: ' ' }).shopTimeZone).toBe('Asia/Karachi');
    expect(loadConfig({ SHOP_TIME_ZONE: 'Asia/Dubai' }).shopTimeZone).toBe('Asia/Dubai');
    for (const zone of ['Karachi', 'PKT+5', '+05:00']) {
      expect(() => loadConfig({ SHOP_TIME_ZONE: zone })).toThrow(/^Invalid configuration:\n {2}SHOP_TIME_ZONE: must be a time zone name such as Asia\/Karachi/);
    }
  });

  it('signs pushes with the environment’s VAPID keys or none (generated into DATA_DIR), naming PUBLIC_URL or MAIL_FROM as the contact', () => {
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    expect(loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }).vapidKeys).toEqual(vapid);
    expect(loadConfig({}).vapidSubject).toBe('mailto:no-reply@localhost');
    expect(loadConfig({ MAIL_FROM: 'Khalis Botanicals <orders@khalis.pk>' }).vapidSubject).toBe('mailto:orders@khalis.pk');
    expect(loadConfig({ PUBLIC_URL: 'https://khalis.pk/' }).vapidSubject).toBe('https://khalis.pk');
    expect(loadConfig({ PUBLIC_URL: 'https://khalis.pk', VAPID_SUBJECT: 'mailto:owner@khalis.pk' }).vapidSubject).toBe('mailto:owner@khalis.pk');
  });

  it('lets a local push service through only under NODE_ENV=test', () => {
    expect(loadConfig({}).pushTestEndpointOrigin).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', PUSH_TEST_ENDPOINT_ORIGIN: 'http://127.0.0.1:4567/' }).pushTestEndpointOrigin).toBe('http://127.0.0.1:4567');
  });
});
