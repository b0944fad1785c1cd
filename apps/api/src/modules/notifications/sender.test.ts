import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { businessDetails } from '../../db/schema/content';
import { cacheKeys } from '../../lib/cache-keys';
import { createMailer, mailAddress } from '../../lib/mailer';

describe('mailAddress', () => {
  it('reads the address of MAIL_FROM, with or without a name', () => {
    expect(mailAddress('Shop <no-reply@shop.pk>')).toBe('no-reply@shop.pk');
    expect(mailAddress(' no-reply@shop.pk ')).toBe('no-reply@shop.pk');
    expect(mailAddress('"Shop, Lahore" <orders@shop.pk>')).toBe('orders@shop.pk');
  });
});

describe.each(testDatabaseKinds())('the sender of the shop’s emails on %s', (kind) => {
  let shop: TestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  const subscribe = (email: string) => shop!.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });

  it('is the business details’ shop name at MAIL_FROM’s address, and follows a rename', async () => {
    shop = await createTestApp(kind, { env: { MAIL_FROM: 'Old Name <hello@khalisbotanicals.pk>' } });
    expect((await subscribe('reader.one@example.pk')).statusCode).toBeLessThan(300);
    await shop.outbox.idle();
    expect(shop.sentMail.at(-1)).toMatchObject({ to: 'reader.one@example.pk', from: { name: 'Khalis Botanicals', address: 'hello@khalisbotanicals.pk' } });

    const [details] = await shop.database.db.select().from(businessDetails);
    await shop.database.db.update(businessDetails).set({ company: { ...details!.company, name: 'Khalis' } });
    await shop.app.context.cache.invalidate(cacheKeys.businessDetails);
    await subscribe('reader.two@example.pk');
    await shop.outbox.idle();
    expect(shop.sentMail.at(-1)).toMatchObject({ to: 'reader.two@example.pk', from: { name: 'Khalis', address: 'hello@khalisbotanicals.pk' } });
  });

  it('writes "Khalis Botanicals <address>" in the From header of the message itself', async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sender-'));
    shop = await createTestApp(kind, { mailer: createMailer({ smtpUrl: undefined, from: 'no-reply@localhost', outboxDir }) });
    await subscribe('reader.three@example.pk');
    const messages = () => readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
    await vi.waitFor(() => expect(messages()).toHaveLength(1), { timeout: 10_000 });
    const eml = readFileSync(path.join(outboxDir, messages()[0]!), 'utf8');
    expect(eml).toMatch(/^From: Khalis Botanicals <no-reply@localhost>$/m);
    expect(eml).not.toMatch(/Naturals/);
  });
});
