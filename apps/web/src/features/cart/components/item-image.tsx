import { Leaf } from 'lucide-react';
import { useState } from 'react';

interface ItemImageProps {
  /** An 800-px upload; the server sends a 400-px copy for `?w=400`. */
  src: string | undefined;
  alt: string;
  /** The CSS width the image is shown at, for the browser's choice between the two copies. */
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** A square product or deal picture that falls back to a placeholder when missing or broken (SPEC §8). */
export function ItemImage({ src, alt, sizes, className = '', loading = 'lazy' }: ItemImageProps) {
  // Remember which address failed, so a different picture (the next in a gallery) gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`flex aspect-square items-center justify-center bg-sand text-leaf-600 ${className}`}
      >
        <Leaf aria-hidden="true" className="size-1/3" />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={`${src}?w=400 400w, ${src} 800w`}
      sizes={sizes}
      width={800}
      height={800}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`aspect-square bg-sand object-cover ${className}`}
    />
  );
}
