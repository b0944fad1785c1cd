import { useState } from 'react';
import bundledLogoUrl from '../../assets/logo.svg';

export const fallbackLogoUrl = bundledLogoUrl;

interface BrandLogoProps {
  /** The shop's own logo; empty or broken falls back to the bundled one. */
  src: string | null | undefined;
  alt: string;
  className?: string;
}

export function BrandLogo({ src, alt, className }: BrandLogoProps) {
  // Remember which address failed rather than a flag, so a new address gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useOwn = Boolean(src) && src !== failedSrc;
  return (
    <img
      src={useOwn ? (src as string) : fallbackLogoUrl}
      alt={alt}
      className={className}
      decoding="async"
      onError={useOwn ? () => setFailedSrc(src as string) : undefined}
    />
  );
}
