import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type webpush from 'web-push';
import type { PushNotificationPayload } from '@shop/core/console/push-notification';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config';
import type { AttemptOutcome, PushSender } from '../../lib/outbox';
import { isTestEndpoint, publicAddressesOnly, refusedLiteralHost } from './endpoints';
import { deleteSubscription, markSent, subscriptionById } from './repository';

/** A send ends well inside the outbox's 45-second lease (lib/outbox.ts CLAIM_MS), as a webhook's does. */
export const PUSH_TIMEOUT_MS = 15_000;
/** A push service keeps a notification this long for a phone that is off; a day-old order is still news. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service answers in a few bytes; past this the answer is cut off. */
const ANSWER_BYTES_READ = 4 * 1024;
/** What of a refusal's text is kept with the attempt, for the owner's list of failed messages. */
const ANSWER_TEXT_KEPT = 200;

/** web-push and what it loads (ASN.1, JWS, a proxy agent) cost a start some 10 MB; a shop whose owner never turns notifications on never pays it (decision 020). */
let webPushModule: Promise<typeof webpush> | undefined;
const loadWebPush = () => (webPushModule ??= import('web-push').then((module) => module.default));

/** A push row's payload, as modules/push/repository.ts queueingPushes writes it. */
interface QueuedPush {
  subscriptionId: string;
  device: string;
  notification: PushNotificationPayload;
}

interface PushAnswer {
  status: number;
  text: string;
}

/**
 * POSTs the encrypted notification to the push service, by hand rather than through web-push's own
 * request: the connection's lookup refuses an address that is not public, the whole exchange has a
 * deadline, and an answer longer than a few kilobytes is cut off.
 */
function post(config: Config, details: webpush.RequestDetails, timeoutMs: number): Promise<PushAnswer> {
  const url = new URL(details.endpoint);
  const local = isTestEndpoint(config, url);
  if (!local) {
    if (url.protocol !== 'https:') return Promise.reject(new Error('the endpoint is not https'));
    const refused = refusedLiteralHost(url);
    if (refused) return Promise.reject(new Error(refused));
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
    };
    const answered = (response: IncomingMessage) => {
      const kept: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        kept.push(chunk);
        read += chunk.length;
        if (read > ANSWER_BYTES_READ) response.destroy();
      });
      // Cut short (too long, or the deadline): the status has come, and it is what counts.
      response.on('error', () => undefined);
      response.on('close', () => {
        const text = Buffer.concat(kept).subarray(0, ANSWER_BYTES_READ).toString('utf8');
        settle(() => resolve({ status: response.statusCode ?? 0, text }));
      });
    };
    const options = { method: 'POST', headers: details.headers as Record<string, string | number> };
    const outgoing = local ? httpRequest(url, options, answered) : httpsRequest(url, { ...options, lookup: publicAddressesOnly }, answered);
    const deadline = setTimeout(() => outgoing.destroy(new Error(`the push service did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
    outgoing.on('error', (error) => settle(() => reject(error)));
    outgoing.end(details.body ?? undefined);
  });
}

/** A push service's refusal as one short printable line, for the owner's list of failed messages. */
function answerLine(text: string): string {
  const line = text
    .replace(/[^\x20-\x7e]+/g, ' ')
    .trim()
    .slice(0, ANSWER_TEXT_KEPT);
  return line ? `: ${line}` : '';
}

/**
 * Sends one push row (the outbox's dispatcher calls it, lib/outbox.ts): encrypted to the device's keys
 * (aes128gcm) and signed with the shop's VAPID key, urgent, kept a day by the push service. A 2xx marks
 * the device reached; 404 or 410 means the browser dropped the subscription, so it is deleted and the
 * row is done; 400 and 413 refuse the message itself, never worth another attempt; anything else (429,
 * 5xx, no answer in time, an address that is no longer public) is tried again, a few times.
 */
export function webPushSender(options: { timeoutMs?: number } = {}): PushSender {
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  return async (context: AppContext, payload: Record<string, unknown>): Promise<AttemptOutcome> => {
    const { subscriptionId, device, notification } = payload as unknown as QueuedPush;
    const summary = { to: device, name: notification.tag, subject: notification.title };
    try {
      const subscription = await subscriptionById(context.db, subscriptionId);
      if (!subscription) return { summary: { ...summary, result: 'device removed' } };
      const { generateRequestDetails } = await loadWebPush();
      let details: webpush.RequestDetails;
      try {
        details = generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(notification),
          {
            vapidDetails: { subject: context.config.vapidSubject, publicKey: context.vapidKeys.publicKey, privateKey: context.vapidKeys.privateKey },
            TTL: TTL_SECONDS,
            urgency: 'high',
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        return { summary, error: `the notification could not be encrypted or signed: ${(error as Error).message}`, final: true };
      }
      const answer = await post(context.config, details, timeoutMs);
      if (answer.status >= 200 && answer.status < 300) {
        await markSent(context.db, subscription.id, context.clock.now());
        return { summary: { ...summary, result: 'delivered' } };
      }
      if (answer.status === 404 || answer.status === 410) {
        await deleteSubscription(context.db, subscription.id);
        return { summary: { ...summary, result: 'gone' } };
      }
      const error = `the push service answered ${answer.status}${answerLine(answer.text)}`;
      return { summary, error, final: answer.status === 400 || answer.status === 413 };
    } catch (error) {
      return { summary, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
