import { useState } from 'react';
import { SquareImage } from '../../../components/ui/square-image';

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
}

/** The main photo is as wide as the gallery column: full width on phones, half the page from lg. */
const mainImageSizes = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';

/** SPEC §2 Product detail gallery: a main image and, with more than one, thumbnails that choose it. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-linen bg-sand">
        <SquareImage
          key={current}
          src={current}
          alt={images.length > 1 ? `${name}, image ${selected + 1} of ${images.length}` : name}
          sizes={mainImageSizes}
          priority
          className="w-full"
        />
      </div>
      {images.length > 1 ? (
        <ul aria-label="Product images" className="mt-3 flex flex-wrap gap-2 sm:gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={`block size-16 overflow-hidden rounded-xl border-2 bg-sand transition-colors sm:size-20 ${
                  index === selected ? 'border-leaf-700' : 'border-transparent hover:border-linen'
                }`}
              >
                <SquareImage src={image} alt="" sizes="80px" className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
