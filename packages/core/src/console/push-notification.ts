/**
 * What a push notification carries to the console's service worker (issue 32), as JSON: the server
 * writes every word, so the worker only shows it. Without zod: the worker imports nothing.
 */
export interface PushNotificationPayload {
  title: string;
  body: string;
  /** The console page a tap opens, a path under /admin: the order, or the notification settings. */
  url: string;
  /** One notification per order: a cancellation replaces the same order's "new order". */
  tag: string;
}

/** The console screen where the owner turns notifications on for a device; a test notification opens it. */
export const notificationSettingsPath = '/admin/notifications';
