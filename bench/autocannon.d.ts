// autocannon ships no types; this covers the part of its API the bench uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    max: number;
    min: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Requests each connection sends in turn, paths relative to url. */
    requests?: { method?: string; path: string }[];
  }

  interface Result {
    /** Seconds the run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  /** A run's counters with its histograms still encoded, so that several runs can be merged exactly. */
  export interface RawResult {
    duration: number;
    totalCompletedRequests: number;
  }

  function autocannon(options: Options & { skipAggregateResult: true }): Promise<RawResult>;
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    function aggregateResult(results: RawResult[], options: { url: string; connections?: number }): Result;
  }
  export default autocannon;
}
