import autocannon, { type RawResult } from 'autocannon';

export interface ThroughputResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses other than 2xx, connection errors and timeouts: any of them makes the figure suspect. */
  failures: number;
  seconds: number;
}

/**
 * 50 keep-alive connections, a 3 s unmeasured warm-up (JIT, caches), then 10 s measured per
 * server, split into short rounds that alternate between the servers being compared: a burst of
 * background load on the machine then hits both sides of a ratio, not one.
 */
export const CATALOG_LOAD = { connections: 50, warmUpSeconds: 3, rounds: 4, secondsPerRound: 2.5 } as const;

/** One server's rounds merged: counts added up, latency histograms merged (so p99 is exact). */
function combine(url: string, connections: number, rounds: RawResult[]): ThroughputResult {
  const merged = autocannon.aggregateResult(rounds, { url, connections });
  const seconds = rounds.reduce((sum, round) => sum + round.duration, 0);
  const requests = rounds.reduce((sum, round) => sum + round.totalCompletedRequests, 0);
  return {
    requestsPerSecond: requests / seconds,
    p50Ms: merged.latency.p50,
    p99Ms: merged.latency.p99,
    requests,
    failures: merged.non2xx + merged.errors + merged.timeouts,
    seconds,
  };
}

/** How hard and how long compareThroughput loads each server. */
export interface LoadShape {
  connections: number;
  warmUpSeconds: number;
  rounds: number;
  secondsPerRound: number;
}

/**
 * GET each url with autocannon at a fixed number of connections: warm-ups first, then measured
 * rounds taking turns (a, b, a, b …). Returns one result per url, in the order given.
 */
export async function compareThroughput(urls: string[], load: LoadShape = CATALOG_LOAD): Promise<ThroughputResult[]> {
  for (const url of urls) await autocannon({ url, connections: load.connections, duration: load.warmUpSeconds });
  const rounds: RawResult[][] = urls.map(() => []);
  for (let round = 0; round < load.rounds; round++) {
    for (const [index, url] of urls.entries()) {
      rounds[index]!.push(await autocannon({ url, connections: load.connections, duration: load.secondsPerRound, skipAggregateResult: true }));
    }
  }
  return urls.map((url, index) => combine(url, load.connections, rounds[index]!));
}

/** The p-th percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
