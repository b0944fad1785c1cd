import type { ConsoleWorkerSettings } from '@shop/core/console/console-app';
import type { PushNotificationPayload } from '@shop/core/console/push-notification';

/** What a push says when its payload cannot be read: something happened, and the console shows what. */
export const genericNotification = { title: 'New activity in the console', body: 'Open the console to see what changed.', tag: 'console-activity' };

/** Chrome's options besides the standard library's: renotify alerts again when a notification replaces one of the same tag. */
export interface ConsoleNotificationOptions extends NotificationOptions {
  renotify?: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The payload the server wrote (packages/core/src/console/push-notification.ts), or undefined when it is not one. */
export function payloadOf(text: string | undefined): PushNotificationPayload | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (!isText(title) || title.trim() === '' || !isText(body) || !isText(url) || !isText(tag)) return undefined;
  return { title, body, url, tag };
}

/** The notification a push shows: the payload's words, or the generic ones, which open the console. */
export function notificationFor(text: string | undefined, settings: ConsoleWorkerSettings): { title: string; options: ConsoleNotificationOptions } {
  const { title, body, url, tag } = payloadOf(text) ?? { ...genericNotification, url: settings.scope };
  return {
    title,
    options: {
      body,
      data: { url },
      icon: settings.icon,
      badge: settings.badge,
      // A browser refuses renotify without a tag.
      ...(tag ? { tag, renotify: true } : {}),
    },
  };
}

/** Whether a path is the console's: its scope itself or below it, never a longer name that merely starts alike. */
export const isConsolePath = (pathname: string, scope: string) => pathname === scope || pathname.startsWith(`${scope}/`);

/**
 * Where a tap on a notification leads: the page it names when that is a console page of this origin,
 * else the console's first screen. The payload is the server's, but a tap must never leave the console.
 */
export function consoleTarget(url: unknown, origin: string, scope: string): string {
  if (!isText(url)) return scope;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return scope;
  }
  if (target.origin !== origin || !isConsolePath(target.pathname, scope)) return scope;
  return `${target.pathname}${target.search}${target.hash}`;
}
