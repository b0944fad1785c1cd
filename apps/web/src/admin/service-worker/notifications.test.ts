import { describe, expect, it } from 'vitest';
import { consoleTarget, genericNotification, notificationFor } from './notifications';

const settings = { version: 'test', scope: '/admin', icon: '/admin/icons/icon-192.png', badge: '/admin/icons/badge-96.png' };
const origin = 'https://shop.example.pk';

describe("a push's notification", () => {
  it("shows the server's words, opens its page, and replaces the same order's earlier one with a new alert", () => {
    const payload = { title: 'New order #a1b2c3d', body: 'Sana Malik · Rs. 2,450', url: '/admin/orders/a1b2c3d4', tag: 'order-a1b2c3d4' };
    expect(notificationFor(JSON.stringify(payload), settings)).toEqual({
      title: 'New order #a1b2c3d',
      options: {
        body: 'Sana Malik · Rs. 2,450',
        data: { url: '/admin/orders/a1b2c3d4' },
        icon: '/admin/icons/icon-192.png',
        badge: '/admin/icons/badge-96.png',
        tag: 'order-a1b2c3d4',
        renotify: true,
      },
    });
  });

  it.each([
    undefined,
    '',
    'not json',
    'null',
    '42',
    '"text"',
    '[]',
    '{"title":"","body":"","url":"/admin","tag":"x"}',
    '{"title":"Hi","body":3,"url":"/admin","tag":"x"}',
  ])('falls back to the generic one, which opens the console, for the payload %s', (text) => {
    const { title, options } = notificationFor(text, settings);
    expect(title).toBe(genericNotification.title);
    expect(options).toMatchObject({ body: genericNotification.body, data: { url: '/admin' }, tag: genericNotification.tag, renotify: true });
  });

  it('sets no renotify without a tag, which a browser would refuse', () => {
    const { options } = notificationFor(JSON.stringify({ title: 'Test', body: '', url: '/admin', tag: '' }), settings);
    expect(options).not.toHaveProperty('renotify');
    expect(options).not.toHaveProperty('tag');
  });
});

describe('where a tap leads', () => {
  it.each([
    ['/admin/orders/a1b2c3d4', '/admin/orders/a1b2c3d4'],
    ['/admin', '/admin'],
    ['/admin/orders?status=Cancelled#top', '/admin/orders?status=Cancelled#top'],
    [`${origin}/admin/notifications`, '/admin/notifications'],
  ])('opens the console page %s', (url, target) => {
    expect(consoleTarget(url, origin, '/admin')).toBe(target);
  });

  it.each([
    'https://evil.example/admin/orders',
    '//evil.example/admin',
    '/\\evil.example/admin',
    'javascript:alert(1)',
    '/',
    '/product/abc',
    '/api/admin/orders',
    '/administrator',
    '/admin/../api/admin/orders',
    'http://[',
    42,
    undefined,
  ])('opens the console itself, never %s', (url) => {
    expect(consoleTarget(url, origin, '/admin')).toBe('/admin');
  });
});
