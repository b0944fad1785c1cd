import type { BusinessDetails, SocialNetwork } from '@shop/core/business/business-details';
import { socialNetworks } from '@shop/core/business/business-details';

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  /** Null when the link is not set (or is not a web address we are willing to open). */
  href: string | null;
}

/**
 * Turns what the owner typed into an address to open. Owners often save a bare domain or, for
 * WhatsApp, just a phone number; anything that is not http(s) in the end is treated as unset so
 * a stored `javascript:` value can never become a link.
 */
export function socialHref(network: SocialNetwork, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (network === 'whatsapp' && /^\+?[\d\s()-]{7,}$/.test(text)) {
    return `https://wa.me/${text.replace(/\D/g, '')}`;
  }
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function socialLinks(details: BusinessDetails | undefined): SocialLink[] {
  return socialNetworks.map((network) => ({
    network,
    label: socialLabels[network],
    href: details ? socialHref(network, details.socialMedia[network]) : null,
  }));
}
