import { CATALOG_LOAD, compareThroughput, type ThroughputResult } from './http-load';
import { recordResponse, startRawServer, type RunningServer } from './server';

export const CATALOG_PATH = '/api/product/list';

export interface CatalogResult {
  shop: ThroughputResult;
  raw: ThroughputResult;
  /** Shop requests/s ÷ raw requests/s: the share of the physical limit the shop reaches. */
  ratio: number;
  responseBytes: number;
  /** The headers both servers sent (besides Date, Connection and Keep-Alive). */
  replayedHeaders: string[];
  load: typeof CATALOG_LOAD;
}

/**
 * The catalog call on the real server against a bare node:http server replaying the identical
 * response (bytes and headers recorded from the real server), under the same load in alternating
 * rounds, so that the ratio does not depend on the machine's speed.
 */
export async function benchmarkCatalog(shop: RunningServer, workDir: string): Promise<CatalogResult> {
  const shopUrl = `${shop.url}${CATALOG_PATH}`;
  const recorded = await recordResponse(shopUrl);
  if (recorded.status !== 200) throw new Error(`${CATALOG_PATH} answered ${recorded.status}`);

  const raw = await startRawServer(recorded, workDir);
  try {
    const [shopResult, rawResult] = await compareThroughput([shopUrl, `${raw.url}${CATALOG_PATH}`]);
    return {
      shop: shopResult!,
      raw: rawResult!,
      ratio: shopResult!.requestsPerSecond / rawResult!.requestsPerSecond,
      responseBytes: Buffer.from(recorded.bodyBase64, 'base64').length,
      replayedHeaders: recorded.headers.map(([name]) => name),
      load: CATALOG_LOAD,
    };
  } finally {
    await raw.stop();
  }
}
