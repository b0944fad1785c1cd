import { useEffect } from 'react';

// The shop's name comes from business details, which only the app layer may load; it hands the
// name down here so that any page can title itself without reaching into another feature.
let siteName = '';
const listeners = new Set<() => void>();

export function setSiteName(name: string): void {
  if (name === siteName) return;
  siteName = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSiteName = () => siteName;

export function formatDocumentTitle(pageTitle: string, name: string): string {
  if (!name) return pageTitle;
  if (!pageTitle) return name;
  return `${pageTitle} — ${name}`;
}

/**
 * Sets document.title to '{pageTitle} — {company}' while the calling page is shown, and again when the
 * shop's name arrives. The name is read in the effect, not as the page's state: as state, its arrival
 * drew the whole page again (every card of a listing) for a title that is not part of the page.
 */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    const applyTitle = () => {
      document.title = formatDocumentTitle(pageTitle, getSiteName());
    };
    applyTitle();
    return subscribe(applyTitle);
  }, [pageTitle]);
}
