import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';

interface ReviewPhotosProps {
  urls: readonly string[];
  author: string;
}

// Review photos are re-encoded WebP at most 1600 px on a side; the server makes narrower copies on request.
const thumbnailUrl = (url: string) => `${url}?w=200`;

/** Thumbnails that open the photo enlarged in a dialog (Escape or Close shuts it, focus goes back). */
export function ReviewPhotos({ urls, author }: ReviewPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  const count = urls.length;
  const shown = open === null ? undefined : urls[open];

  return (
    <>
      <ul aria-label={`Photos from ${author}`} className="mt-3 flex flex-wrap gap-2">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Enlarge photo ${index + 1} of ${count} from ${author}`}
              className="block overflow-hidden rounded-lg border border-linen bg-sand transition-opacity hover:opacity-85"
            >
              <img src={thumbnailUrl(url)} alt="" width={80} height={80} loading="lazy" className="size-20 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && shown ? (
        <ModalDialog title={`Photo ${open + 1} of ${count} from ${author}`} onClose={() => setOpen(null)}>
          <div className="grid aspect-square max-h-[70vh] w-full place-items-center overflow-hidden rounded-xl bg-sand">
            <img
              src={`${shown}?w=800`}
              srcSet={`${shown}?w=800 800w, ${shown}?w=1200 1200w`}
              sizes="(min-width: 640px) 720px, 100vw"
              alt={`Photo ${open + 1} of ${count} from ${author}'s review`}
              width={800}
              height={800}
              className="max-h-full max-w-full object-contain"
            />
          </div>
          {count > 1 ? (
            <div className="mt-4 flex items-center justify-between gap-3">
              <button
                type="button"
                onClick={() => setOpen((open + count - 1) % count)}
                className="inline-flex items-center gap-1.5 rounded-full border border-linen px-4 py-2 text-sm font-semibold text-ink hover:bg-sand"
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous photo
              </button>
              <button
                type="button"
                onClick={() => setOpen((open + 1) % count)}
                className="inline-flex items-center gap-1.5 rounded-full border border-linen px-4 py-2 text-sm font-semibold text-ink hover:bg-sand"
              >
                Next photo
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          ) : null}
        </ModalDialog>
      ) : null}
    </>
  );
}
