import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { SQUARE_IMAGE_SIZE, squareImageSrcSet } from '@shop/core/shared/image-sources';

interface SquareImageProps {
  src: string | undefined;
  /** Empty for a decorative picture beside the item's name. */
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and early instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A square product or deal picture with a responsive srcset; a missing or broken image shows a quiet
 * leaf placeholder instead (docs/product.md §8).
 */
export function SquareImage({ src, alt, sizes, priority = false, className = '' }: SquareImageProps) {
  // Remember which address failed, so that a different image (the next in a gallery) gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`flex aspect-square items-center justify-center bg-sand text-leaf-600 ${className}`}
      >
        <Leaf aria-hidden="true" className="size-1/3 max-h-10 max-w-10" />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={squareImageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={SQUARE_IMAGE_SIZE}
      height={SQUARE_IMAGE_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // Decoded off the main thread, a picture is drawn a frame after the page around it: for the
      // page's largest picture that frame is what its largest paint waits for.
      decoding={priority ? undefined : 'async'}
      onError={() => setFailedSrc(src)}
      className={`aspect-square bg-sand object-cover ${className}`}
    />
  );
}
