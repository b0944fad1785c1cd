import { useState } from 'react';
import { SquareImage } from '../../../components/ui/square-image';

interface DealGalleryProps {
  images: readonly string[];
  name: string;
}

/** The deal page's pictures: one large, and thumbnails to switch when there are several. */
export function DealGallery({ images, name }: DealGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-linen bg-white">
        {/* The main picture is the page's largest content, so it loads at once. */}
        <SquareImage src={current} alt={name} sizes="(min-width: 1024px) 600px, 100vw" priority className="w-full" />
      </div>
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Deal pictures">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={`block size-16 overflow-hidden rounded-lg border-2 sm:size-20 ${
                  index === selected ? 'border-leaf-700' : 'border-transparent opacity-80 hover:opacity-100'
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
