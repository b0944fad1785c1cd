import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { PushNotificationPayload } from '@shop/core/console/push-notification';

/** What the local push service does with the next requests: take them (201), say the device is gone (410), fail (500, 413…), or never answer. */
export type PushServiceAnswer = number | 'hang';

export interface ReceivedPush {
  /** The endpoint's path: which device it was for. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted notification. */
  payload: PushNotificationPayload;
  answer: PushServiceAnswer;
}

/** A browser's side of a subscription, as PushManager.subscribe() makes it: a P-256 key pair and a 16-byte secret. */
interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * The VAPID header a push service checks (RFC 8292): `vapid t=<JWT>, k=<key>`, the JWT signed with
 * ES256 by the key k, for this service's origin, expiring within a day, naming who to contact.
 */
function vapidProblems(authorization: string | undefined, origin: string): string[] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return [`Authorization is not "vapid t=<JWT>, k=<key>": ${authorization}`];
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return ['k is not an uncompressed P-256 public key'];
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const problems: string[] = [];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') problems.push('the JWT is not ES256');
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) problems.push('the JWT is not signed by k');
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (aud !== origin) problems.push(`aud is ${aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof exp !== 'number' || exp <= now || exp > now + 24 * 3600) problems.push(`exp ${exp} is not within the next 24 hours`);
  if (!sub) problems.push('sub is missing');
  return problems;
}

/**
 * The body as a browser decrypts it: RFC 8188's aes128gcm records, keyed as RFC 8291 says from the
 * ECDH secret of the browser's key and the sender's one-time key (the header's keyid), with the auth secret.
 */
function decrypt(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const browserKey = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + keyIdLength);
  const plain: Buffer[] = [];
  for (let start = 0, sequence = 0; start < records.length; start += recordSize, sequence += 1) {
    const record = records.subarray(start, start + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's low end (a test's few records fit in 32 bits).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The delimiter is the last non-zero byte: 2 ends the last record, 1 any other.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = start + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${sequence} has no delimiter`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString('utf8');
}

/**
 * A push service on 127.0.0.1, as a browser's vendor runs one: it checks each POST's encoding, TTL
 * and VAPID header, decrypts the body with the keys of the browser the test made, records the
 * notification and answers as told. What it found wrong is in `problems`, for the test to expect empty.
 * On any free port, or on `port` for a server told its origin beforehand (the browser suite's).
 */
export async function localPushService(port = 0) {
  const browsers = new Map<string, BrowserKeys>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const hanging = new Set<ServerResponse>();
  let answer: PushServiceAnswer = 201;
  let requests = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      const path = request.url ?? '';
      const found = [...vapidProblems(request.headers.authorization, origin)];
      if (request.method !== 'POST') found.push(`${request.method} instead of POST`);
      if (request.headers['content-encoding'] !== 'aes128gcm') found.push(`Content-Encoding is ${request.headers['content-encoding']}`);
      if (!/^\d+$/.test(String(request.headers.ttl))) found.push(`TTL is ${request.headers.ttl}`);
      const browser = browsers.get(path);
      let payload: PushNotificationPayload | undefined;
      try {
        if (!browser) throw new Error(`no browser subscribed at ${path}`);
        payload = JSON.parse(decrypt(Buffer.concat(chunks), browser)) as PushNotificationPayload;
      } catch (error) {
        found.push(`the body could not be decrypted: ${(error as Error).message}`);
      }
      problems.push(...found.map((problem) => `${path}: ${problem}`));
      if (payload) received.push({ path, headers: request.headers, payload, answer });
      if (answer === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      response.statusCode = answer;
      response.end(answer === 201 ? '' : `answered ${answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    origin,
    received,
    problems,
    /** Every POST that arrived, decrypted or not. */
    requests: () => requests,
    answer(next: PushServiceAnswer) {
      answer = next;
    },
    /** Forgets what came so far and answers 201 again; the browsers stay subscribed. */
    reset() {
      received.length = 0;
      problems.length = 0;
      requests = 0;
      answer = 201;
    },
    /** A browser subscribing at `path`: its PushSubscription.toJSON(), its private half kept here to decrypt. */
    subscription(path: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(path, { ecdh, auth });
      return { endpoint: `${origin}${path}`, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LocalPushService = Awaited<ReturnType<typeof localPushService>>;
