import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './cleanup';
import { freePort } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface PageToAudit {
  page: string;
  url: string;
}

/**
 * The performance score's metrics as Lighthouse simulated them (milliseconds; layout shift unitless),
 * and what the largest paint was: where the score's points went, which a score alone does not say.
 */
export interface PerformanceMetrics {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  speedIndexMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** The element of the largest paint, as Lighthouse names it (a CSS selector). */
  largestPaintElement?: string;
}

export interface PageScores extends PageToAudit {
  /** 0–100 per category; null when Lighthouse could not score it (see error). */
  scores: Record<LighthouseCategory, number | null>;
  /** Per category, the weighted audits scoring under 90: where the points went. */
  weakAudits: Partial<Record<LighthouseCategory, string[]>>;
  metrics?: PerformanceMetrics;
  error?: string;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function performanceMetrics(lhr: LighthouseResult): PerformanceMetrics | undefined {
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const [fcp, lcp, si, tbt, cls] = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'].map(
    value,
  );
  if (fcp === undefined || lcp === undefined || si === undefined || tbt === undefined || cls === undefined) return undefined;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  const element = lcpDetails?.items?.[0]?.items?.[0]?.node?.selector;
  return {
    firstContentfulPaintMs: Math.round(fcp),
    largestContentfulPaintMs: Math.round(lcp),
    speedIndexMs: Math.round(si),
    totalBlockingTimeMs: Math.round(tbt),
    cumulativeLayoutShift: Number(cls.toFixed(3)),
    ...(element ? { largestPaintElement: element } : {}),
  };
}

/** One line for a table's note: FCP 1.8 s, LCP 2.2 s, SI 1.8 s, TBT 200 ms, CLS 0. */
export function describeMetrics(metrics: PerformanceMetrics): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `FCP ${seconds(metrics.firstContentfulPaintMs)}, LCP ${seconds(metrics.largestContentfulPaintMs)}, SI ${seconds(metrics.speedIndexMs)}, TBT ${metrics.totalBlockingTimeMs} ms, CLS ${metrics.cumulativeLayoutShift}`;
}

/** Attempts per page: a trace that failed to record (NO_NAVSTART and the like) says "run again". */
const ATTEMPTS = 2;

async function auditWithRetry(url: string, port: number) {
  let lastError: Error | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
      if (!run) throw new Error('Lighthouse returned no result');
      if (run.lhr.runtimeError) throw new Error(`${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
      return run;
    } catch (error) {
      lastError = error instanceof Error ? error : new Error(String(error));
    }
  }
  throw new Error(`${lastError!.message} (after ${ATTEMPTS} attempts)`);
}

/**
 * Lighthouse 12 with its default config, which is the mobile preset (emulated phone, simulated slow
 * 4G and 4× CPU slowdown), in Debian's Chromium. One browser for all pages; each page is audited on
 * its own, and a page that fails to load is reported without stopping the others.
 */
export async function auditPages(pages: PageToAudit[]): Promise<PageScores[]> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH} (install chromium or set CHROMIUM_PATH)`);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, port: await freePort(), logLevel: 'silent' });
  const kill = () => void chrome.kill();
  const forget = onCleanup('Chromium', kill, kill);
  try {
    const results: PageScores[] = [];
    for (const page of pages) {
      const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, null])) as PageScores['scores'];
      const weakAudits: PageScores['weakAudits'] = {};
      try {
        const run = await auditWithRetry(page.url, chrome.port);
        for (const category of LIGHTHOUSE_CATEGORIES) {
          const result = run.lhr.categories[category];
          scores[category] = typeof result?.score === 'number' ? Math.round(result.score * 100) : null;
          const weak = (result?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => run.lhr.audits[ref.id])
            .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
            .map((audit) => `${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
          if (weak.length > 0) weakAudits[category] = weak;
        }
        const metrics = performanceMetrics(run.lhr);
        results.push({ ...page, scores, weakAudits, ...(metrics ? { metrics } : {}) });
      } catch (error) {
        results.push({ ...page, scores, weakAudits, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return results;
  } finally {
    forget();
    kill();
  }
}
