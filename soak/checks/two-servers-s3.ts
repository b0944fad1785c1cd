import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { onServer, SoakDatabase } from '../postgres';
import type { CheckResult } from '../report';
import { ServerProcess, sleep } from '../server-process';
import { listProducts, registerCustomers, type Customer } from '../shop-client';

const BUCKET = 'shop-soak-uploads';
const REVIEWERS = 60;
const WORKERS = 6;
/** The first start migrates and creates the demo shop, its pictures written into the bucket. */
const FIRST_START_MS = 180_000;
const LOAD_BEFORE_KILL_MS = 2_000;

interface Upload {
  url: string;
  /** The server that acknowledged it: 0 or 1. */
  by: number;
}

/** POSTs one picture as multipart (admin banner or review photo); answers its stored addresses, or [] when not acknowledged. */
async function postPicture(url: string, headers: Record<string, string>, field: string, picture: Buffer, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append(field, new Blob([picture], { type: 'image/png' }), 'picture.png');
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(15_000) });
    const answer = (await response.json().catch(() => undefined)) as { images?: string[]; review?: { reviewImages?: { url: string }[] } } | undefined;
    if (response.status !== 201 && response.status !== 200) return { status: response.status, urls: [] };
    return { status: response.status, urls: answer?.images ?? answer?.review?.reviewImages?.map((image) => image.url) ?? [] };
  } catch {
    return { status: 0, urls: [] };
  }
}

/**
 * Two servers on one PostgreSQL and one s3rver bucket; admins and customers upload pictures through
 * either while one server is killed with SIGKILL mid-way and started again. Every picture a server
 * acknowledged must then be served by both, byte for byte with the same ETag, and neither server
 * may have written an upload to its own disk.
 */
export async function twoServersS3(ports: [number, number], s3Port: number): Promise<CheckResult[]> {
  const check = `2 servers, 1 S3 bucket: uploads through either, kill -9 of one`;
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: s3Port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  await s3.run();
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const database = await SoakDatabase.create('s3');
  const dataDirs = ports.map(() => mkdtempSync(path.join(os.tmpdir(), 'shop-soak-')));
  const optionsOf = (index: number) => ({ port: ports[index]!, dataDir: dataDirs[index]!, databaseUrl: database.url, env });
  const servers = [new ServerProcess(optionsOf(0))];
  try {
    await servers[0]!.waitUntilReady(FIRST_START_MS);
    servers.push(new ServerProcess(optionsOf(1)));
    await servers[1]!.waitUntilReady(60_000);
    const urls = servers.map((server) => server.url);

    const [admin] = await registerCustomers([urls[0]!], 1);
    await onServer(database.url, (client) => client.query("update users set role = 'admin' where email = $1", [admin!.email]));
    const reviewers = await registerCustomers(urls, REVIEWERS);
    const products = await listProducts(urls[0]!);

    const uploads: Upload[] = [];
    let attempts = 0;
    let unanswered = 0;
    let stopping = false;
    let next = 0;
    const worker = async () => {
      while (!stopping && next < REVIEWERS) {
        const index = next++;
        const by = index % 2;
        const reviewer: Customer = reviewers[index]!;
        // A picture of its own each time, so that a mix-up between uploads would show.
        const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: index * 4, g: 120, b: 200 - index * 3 } } })
          .png()
          .toBuffer();
        const answers = await Promise.all([
          postPicture(`${urls[by]}/api/admin/uploads?folder=banners`, { token: admin!.token }, 'images', picture),
          postPicture(`${urls[by]}/api/comments`, { authorization: `Bearer ${reviewer.token}` }, 'reviewImages', picture, {
            targetType: 'product',
            productId: products[index % products.length]!._id,
            content: `Soak review ${index}`,
            rating: '5',
          }),
        ]);
        attempts += answers.length;
        for (const answer of answers) {
          if (answer.status === 0) unanswered += 1;
          for (const url of answer.urls) uploads.push({ url, by });
        }
        // The killed server is away for a moment: spread the rest of the load over its restart.
        if (answers.some((answer) => answer.status === 0)) await sleep(300);
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    await sleep(LOAD_BEFORE_KILL_MS);
    await servers[0]!.kill('SIGKILL');
    const killedAfter = uploads.length;
    servers[0] = new ServerProcess(optionsOf(0));
    await servers[0].waitUntilReady(60_000);
    await load;
    stopping = true;

    // Every acknowledged picture, and the seed's, from both servers: same bytes, same ETag, 304 on a repeat.
    const seedPictures = (await listProducts(urls[0]!)).flatMap((product) => ((product as unknown as { image?: string[] }).image ?? []).slice(0, 1));
    const problems: string[] = [];
    for (const url of [...uploads.map((upload) => upload.url), ...seedPictures]) {
      const seen = await Promise.all(
        urls.map(async (base) => {
          const response = await fetch(`${base}${url}`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
          const bytes = response ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
          const etag = response?.headers.get('etag') ?? '';
          const repeat = response
            ? await fetch(`${base}${url}`, { headers: { 'if-none-match': etag } }).then(
                (again) => again.status,
                () => 0,
              )
            : 0;
          return { status: response?.status ?? 0, bytes, etag, repeat };
        }),
      );
      if (seen.some((one) => one.status !== 200 || one.repeat !== 304) || !seen[0]!.bytes.equals(seen[1]!.bytes) || seen[0]!.etag !== seen[1]!.etag) {
        problems.push(`${url}: ${seen.map((one) => `${one.status}/${one.repeat}`).join(' and ')}`);
      }
    }
    const onDisk = dataDirs.filter((dir) => existsSync(path.join(dir, 'uploads')));
    const fromEach = [0, 1].map((by) => uploads.filter((upload) => upload.by === by).length);
    return [
      {
        check,
        passed: problems.length === 0 && onDisk.length === 0 && fromEach.every((count) => count > 0) && seedPictures.length > 0,
        detail:
          `${uploads.length} pictures acknowledged of ${attempts} requests (${fromEach[0]} by A, ${fromEach[1]} by B; kill -9 of A after ${killedAfter}, ` +
          `${unanswered} unanswered), + ${seedPictures.length} seed pictures: ${problems.length} not served alike by both` +
          `${problems.length > 0 ? ` (${problems.slice(0, 3).join('; ')})` : ''}; uploads folder on disk: ${onDisk.length === 0 ? 'none' : onDisk.join(', ')}`,
      },
    ];
  } finally {
    for (const server of servers) await server.kill('SIGTERM');
    await database.drop();
    await s3.close();
    for (const dir of [...dataDirs, s3Dir]) rmSync(dir, { recursive: true, force: true });
  }
}
