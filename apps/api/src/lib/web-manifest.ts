import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (dist/.vite/manifest.json) read here: chunks keyed by source path. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

function staticClosure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
}

/**
 * For each page module of the web build, the scripts it needs beyond those index.html already loads.
 * Named in the page's HTML as modulepreload links, they download alongside the entry script instead of
 * after it has run and asked the router for the page: one round trip less before the page can show.
 * An empty lookup without a build (API-only tests) or with a build made without its manifest.
 */
export function pageScriptsFromBuild(webDist: string): (pageModule: string) => readonly string[] {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const loadedByShell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, loadedByShell);

  const byModule = new Map<string, readonly string[]>();
  return (pageModule) => {
    let scripts = byModule.get(pageModule);
    if (!scripts) {
      const files = new Set<string>();
      staticClosure(manifest, pageModule, files);
      scripts = [...files].filter((file) => file.endsWith('.js') && !loadedByShell.has(file)).map((file) => `/${file}`);
      byModule.set(pageModule, scripts);
    }
    return scripts;
  };
}
