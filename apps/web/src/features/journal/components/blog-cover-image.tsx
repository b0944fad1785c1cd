import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { COVER_HEIGHT, COVER_WIDTH, coverSrcSet } from '@shop/core/shared/image-sources';

interface BlogCoverImageProps {
  src: string | undefined;
  /** Empty in cards, where the title beside the picture already names the link. */
  alt: string;
  /** How wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and early. */
  priority?: boolean;
  className?: string;
}

/** A post's 16:9 cover with a responsive srcset; a missing or broken cover shows a quiet placeholder. */
export function BlogCoverImage({ src, alt, sizes, priority = false, className = '' }: BlogCoverImageProps) {
  // Remember which address failed, so that a different image gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <span role={alt ? 'img' : undefined} aria-label={alt || undefined} className={`flex aspect-video items-center justify-center bg-leaf-50 ${className}`}>
        <Leaf aria-hidden="true" className="size-10 text-leaf-200" />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={coverSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`aspect-video bg-leaf-50 object-cover ${className}`}
    />
  );
}
