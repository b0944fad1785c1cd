import { useEffect, useSyncExternalStore } from 'react';

// The shop's name comes from business details, which only the app layer may load; it hands the
// name down here so that any page can title itself without reaching into another feature.
let siteName = '';
const listeners = new Set<() => void>();

export function setSiteName(name: string): void {
  if (name === siteName) return;
  siteName = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSiteName = () => siteName;

export function formatDocumentTitle(pageTitle: string, name: string): string {
  if (!name) return pageTitle;
  if (!pageTitle) return name;
  return `${pageTitle} — ${name}`;
}

/** Sets document.title to '{pageTitle} — {company}' while the calling page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  const name = useSyncExternalStore(subscribe, getSiteName, getSiteName);
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, name);
  }, [pageTitle, name]);
}
