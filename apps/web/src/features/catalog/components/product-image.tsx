import { Leaf } from 'lucide-react';
import { useState } from 'react';

/** Product images are stored 800 px square; the server also answers `?w=400` with a half-size copy. */
const IMAGE_SIZE = 800;

/** Only our own uploads can be resized on request; an outside address is used as it is. */
export function productImageSrcSet(url: string): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  const joiner = url.includes('?') ? '&' : '?';
  return `${url}${joiner}w=400 400w, ${url} ${IMAGE_SIZE}w`;
}

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and early instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** A square product photo with a responsive srcset; a missing or broken image shows a quiet placeholder. */
export function ProductImage({ src, alt, sizes, priority = false, className = '' }: ProductImageProps) {
  // Remember which address failed, so that a different image gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <span role="img" aria-label={alt} className={`flex aspect-square items-center justify-center bg-sand ${className}`}>
        <Leaf aria-hidden="true" className="size-10 text-leaf-200" />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={productImageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`aspect-square bg-sand object-cover ${className}`}
    />
  );
}
