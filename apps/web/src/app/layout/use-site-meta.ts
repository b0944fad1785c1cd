import { useEffect } from 'react';
import { businessDefaults, useBusinessDetails } from '../../features/business/api/get-business-details';
import { setSiteName } from '../../lib/document-title';

function iconLink(): { link: HTMLLinkElement; created: boolean } {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return { link: existing, created: false };
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.append(link);
  return { link, created: true };
}

/** Hands the shop's name to page titles and swaps in its favicon once business details load. */
export function useSiteMeta(): void {
  const { data } = useBusinessDetails();
  const name = data?.company.name || businessDefaults.companyName;
  const faviconUrl = data?.logos.favicon.url ?? '';

  useEffect(() => {
    setSiteName(name);
  }, [name]);

  useEffect(() => {
    if (!faviconUrl) return undefined;
    const { link, created } = iconLink();
    const previous = { href: link.getAttribute('href'), type: link.getAttribute('type') };
    link.setAttribute('href', faviconUrl);
    // The bundled icon is declared as SVG; a PNG or ICO under that type would be ignored.
    link.removeAttribute('type');
    return () => {
      if (created) {
        link.remove();
        return;
      }
      if (previous.href === null) link.removeAttribute('href');
      else link.setAttribute('href', previous.href);
      if (previous.type !== null) link.setAttribute('type', previous.type);
    };
  }, [faviconUrl]);
}
