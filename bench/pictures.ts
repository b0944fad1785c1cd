import { rmSync } from 'node:fs';
import S3rver from 's3rver';
import { compareThroughput, percentile, type ThroughputResult } from './http-load';
import { freePort, newJwtSecret, startShopServer, temporaryDirectory, type RunningServer } from './server';

/** Fewer connections than the catalog: s3rver is a test server, not S3, and 50 at once swamp it. */
export const PICTURE_LOAD = { connections: 10, warmUpSeconds: 2, rounds: 3, secondsPerRound: 2 } as const;
/** Narrower copies made on first ask, one picture after another: what a cold server pays. */
const COLD_PICTURES = 20;

export interface PictureStoreResult {
  /** Originals: every request reads the store (the disk file, or the bucket object). */
  original: ThroughputResult;
  /** ?w=400 made on first ask from the store's original: ms per picture. */
  coldVariantMs: { p50: number; p99: number; perSecond: number; count: number };
  /** ?w=400 again: from this server's own disk cache whatever the store. */
  cachedVariant: ThroughputResult;
}

export interface PictureResult {
  disk: PictureStoreResult;
  s3: PictureStoreResult;
  pictureBytes: number;
}

async function seedPictures(shop: RunningServer): Promise<string[]> {
  const response = await fetch(`${shop.url}/api/product/list`);
  const { products } = (await response.json()) as { products: { image: string[] }[] };
  return products.flatMap((product) => product.image).filter((url) => url.startsWith('/uploads/'));
}

async function coldVariants(shop: RunningServer, pictures: string[]) {
  const times: number[] = [];
  const started = performance.now();
  for (const url of pictures.slice(0, COLD_PICTURES)) {
    const begun = performance.now();
    const response = await fetch(`${shop.url}${url}?w=400`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}?w=400 answered ${response.status}`);
    times.push(performance.now() - begun);
  }
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(times, 50), p99: percentile(times, 99), perSecond: times.length / seconds, count: times.length };
}

/**
 * The demo shop twice on PGlite, pictures on the disk and in an s3rver bucket: originals streamed
 * from each store, narrower copies made cold from each, then served from the per-process cache.
 */
export async function benchmarkPictures(progress: (message: string) => void): Promise<PictureResult> {
  const s3Dir = temporaryDirectory('shop-bench-s3rver-');
  const s3Port = await freePort();
  const bucket = 'shop-bench-uploads';
  const s3 = new S3rver({ address: '127.0.0.1', port: s3Port, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
  await s3.run();
  const servers: RunningServer[] = [];
  try {
    progress('pictures: the demo shop with its pictures on the disk, and in an s3rver bucket (first starts seed)…');
    const [disk, bucketShop] = await Promise.all([
      startShopServer({ label: 'shop server (pictures on disk)', dataDir: temporaryDirectory('shop-bench-pictures-disk-'), jwtSecret: newJwtSecret() }),
      startShopServer({
        label: 'shop server (pictures in S3)',
        dataDir: temporaryDirectory('shop-bench-pictures-s3-'),
        jwtSecret: newJwtSecret(),
        env: {
          S3_BUCKET: bucket,
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_FORCE_PATH_STYLE: 'true',
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
        },
      }),
    ]);
    servers.push(disk, bucketShop);
    const pictures = await seedPictures(disk);
    const picture = pictures[0]!;
    const pictureBytes = (await (await fetch(`${disk.url}${picture}`)).arrayBuffer()).byteLength;

    progress('pictures: originals, disk against S3…');
    const [diskOriginal, s3Original] = await compareThroughput([`${disk.url}${picture}`, `${bucketShop.url}${picture}`], PICTURE_LOAD);
    progress(`pictures: ${COLD_PICTURES} narrower copies made cold on each…`);
    const diskCold = await coldVariants(disk, pictures);
    const s3Cold = await coldVariants(bucketShop, pictures);
    progress('pictures: narrower copies from the cache, disk against S3…');
    const [diskCached, s3Cached] = await compareThroughput([`${disk.url}${picture}?w=400`, `${bucketShop.url}${picture}?w=400`], PICTURE_LOAD);
    return {
      disk: { original: diskOriginal!, coldVariantMs: diskCold, cachedVariant: diskCached! },
      s3: { original: s3Original!, coldVariantMs: s3Cold, cachedVariant: s3Cached! },
      pictureBytes,
    };
  } finally {
    for (const server of servers) await server.stop();
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  }
}
