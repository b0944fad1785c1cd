/**
 * The figures of a run kept per kind of machine (bench/baselines/<kind>.json, committed), so that the
 * next run on a like machine says how each figure moved: "253/s (was 240/s, +5%)". Absolute figures
 * differ between machines, hence one file per kind; `--save-baseline` writes this run's figures into it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server';
import { formatNumber, type Figure } from './table';

const BASELINE_DIR = path.join(REPO_ROOT, 'bench', 'baselines');

export interface BaselineFigure {
  value: number;
  unit: string;
  shown: string;
}

export interface Baseline {
  kind: string;
  savedAt: string;
  node: string;
  /** By `<section> / <measure>`. */
  figures: Record<string, BaselineFigure>;
}

/** The machine's kind: platform, architecture, CPU count and memory rounded to whole GiB (linux-x64-2cpu-24gb). */
export function machineKind(): string {
  return `${process.platform}-${process.arch}-${os.cpus().length}cpu-${Math.round(os.totalmem() / 2 ** 30)}gb`;
}

const keyOf = (f: Figure) => `${f.section} / ${f.measure}`;
const fileOf = (kind: string) => path.join(BASELINE_DIR, `${kind}.json`);

export function loadBaseline(kind: string): Baseline | undefined {
  const file = fileOf(kind);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Baseline) : undefined;
}

/** How a figure moved: "was 240/s, +5%"; "new" when the baseline does not have it. */
export function movement(current: Figure, baseline: Baseline | undefined): string | undefined {
  if (current.value === null || !baseline) return undefined;
  const before = baseline.figures[keyOf(current)];
  if (!before) return 'new';
  const was = `was ${before.shown}`;
  if (before.value === 0) return current.value === 0 ? `${was}, same` : was;
  const change = Math.round(((current.value - before.value) / Math.abs(before.value)) * 100);
  return `${was}, ${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatNumber(Math.abs(change))}%`;
}

/**
 * Writes this run's figures as the baseline of its kind. A run of some parts (`--only`) replaces
 * those parts' figures and keeps the others'.
 */
export function saveBaseline(kind: string, figures: readonly Figure[], previous: Baseline | undefined): string {
  const measured = Object.fromEntries(
    figures.filter((f) => f.value !== null).map((f): [string, BaselineFigure] => [keyOf(f), { value: f.value!, unit: f.unit, shown: f.shown }]),
  );
  const baseline: Baseline = { kind, savedAt: new Date().toISOString(), node: process.version, figures: { ...previous?.figures, ...measured } };
  mkdirSync(BASELINE_DIR, { recursive: true });
  writeFileSync(fileOf(kind), `${JSON.stringify(baseline, null, 2)}\n`);
  return fileOf(kind);
}
