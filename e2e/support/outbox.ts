import { expect, type APIRequestContext } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from '../server-paths';

/** Without SMTP_URL the shop writes each email as an .eml file here (docs/product.md §4 Emails). */
const outboxDir = path.resolve(e2eDataDir, 'outbox');

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of every part of a MIME message, each decoded from its transfer encoding. */
function decodedParts(eml: string): string {
  return eml
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/** The decoded text of the newest email to `email` whose file name (address and subject, as the shop writes it) matches, if any. */
export function newestEmailTo(email: string, subject: RegExp = /./): string | undefined {
  const safeAddress = email.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let files: string[];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return undefined;
  }
  const newest = files
    .filter((file) => file.endsWith('.eml') && file.includes(safeAddress) && subject.test(file))
    .map((file) => path.join(outboxDir, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest ? decodedParts(readFileSync(newest, 'utf8')) : undefined;
}

/** The first link of `pattern` in the newest email to `email` whose file name matches `subject`, once the outbox has sent it. */
export async function linkMailedTo(email: string, subject: RegExp, pattern: RegExp): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = pattern.exec(newestEmailTo(email, subject) ?? '')?.[0];
        return link !== undefined;
      },
      { message: `a link in the email to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return new URL(link!);
}

const verificationLink = /https?:\/\/[^\s"'<>]+\/verify-email\?token=[\w.%-]+/;

/** The verification link of the newest welcome or verification email to `email` (file names cut subjects short). */
export function verificationLinkMailedTo(email: string): Promise<URL> {
  return linkMailedTo(email, /please-veri|verify-your-email/, verificationLink);
}

/**
 * Verifies a new account's address as its owner does, with the link of its welcome email (the page
 * POSTs the token): the shop sends order mail only to verified addresses (docs/product.md §2 Accounts).
 */
export async function verifyByEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = await verificationLinkMailedTo(email);
  const response = await request.post('/api/user/verify-email', { data: { token: link.searchParams.get('token') } });
  expect(response.status(), await response.text()).toBe(200);
}
