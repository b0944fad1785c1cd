import { useState } from 'react';
import { SquareImage } from './square-image';

interface ImageGalleryProps {
  images: readonly string[];
  /** The product's or deal's name: the main picture's text. */
  name: string;
  /** The `sizes` of the main picture: how wide it is drawn at each viewport width. */
  mainSizes: string;
  /** 'compact' inside a dialog: smaller thumbnails. */
  variant?: 'page' | 'compact';
}

/**
 * docs/product.md §2 Product and Deal detail galleries: a main picture and, with more than one, thumbnails that
 * choose it. The main picture is the largest content above the fold, so it loads at once.
 */
export function ImageGallery({ images, name, mainSizes, variant = 'page' }: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  const thumbSize = variant === 'page' ? 'size-16 sm:size-20' : 'size-14';
  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-linen bg-sand">
        <SquareImage
          key={current}
          src={current}
          alt={images.length > 1 ? `${name}, image ${selected + 1} of ${images.length}` : name}
          sizes={mainSizes}
          priority
          className="w-full"
        />
      </div>
      {images.length > 1 ? (
        <ul aria-label={`${name} images`} className="mt-3 flex flex-wrap gap-2 sm:gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={`block ${thumbSize} overflow-hidden rounded-xl border-2 bg-sand transition-colors ${
                  index === selected ? 'border-leaf-700' : 'border-transparent hover:border-linen'
                }`}
              >
                <SquareImage src={image} alt="" sizes={variant === 'page' ? '80px' : '56px'} className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
