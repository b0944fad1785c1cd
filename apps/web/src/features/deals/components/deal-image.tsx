import { Leaf } from 'lucide-react';
import { useState } from 'react';

interface DealImageProps {
  /** An 800 × 800 upload; the server makes the 400-px copy on request. */
  src: string | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each window width. */
  sizes: string;
  eager?: boolean;
  className?: string;
}

/** A square deal or product picture with its narrow copy, falling back to a plain leaf when missing or broken (SPEC §8). */
export function DealImage({ src, alt, sizes, eager = false, className = '' }: DealImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <span role="img" aria-label={alt} className={`flex aspect-square items-center justify-center bg-leaf-50 text-leaf-200 ${className}`}>
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`aspect-square object-cover ${className}`}
    />
  );
}
