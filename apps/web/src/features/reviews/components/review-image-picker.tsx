import { REVIEW_IMAGES_MAX } from '@shop/core/reviews/reviews';
import { ImagePlus, X } from 'lucide-react';
import { useId, type ChangeEvent, type Ref } from 'react';

export interface PickedImage {
  id: string;
  file: File;
  /** An object URL for the preview; whoever removes the image revokes it. */
  url: string;
}

interface ReviewImagePickerProps {
  images: readonly PickedImage[];
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** docs/product.md §5: optional photos, several allowed, images only; previews with a remove button each. */
export function ReviewImagePicker({ images, onPick, onRemove, error, inputRef, disabled = false }: ReviewImagePickerProps) {
  const hintId = useId();
  const errorId = useId();
  const full = images.length >= REVIEW_IMAGES_MAX;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again after removing it still counts as a change.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  }

  return (
    <div>
      <p className="text-sm font-semibold text-ink">Photos (optional)</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {images.map((image, index) => (
          <div key={image.id} className="relative">
            <img
              src={image.url}
              alt={`Photo ${index + 1}: ${image.file.name}`}
              width={64}
              height={64}
              className="size-16 rounded-lg border border-linen object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(image.id)}
              disabled={disabled}
              aria-label={`Remove photo ${index + 1}`}
              className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full bg-ink text-white shadow hover:bg-red-700 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        ))}
        {full ? null : (
          <label
            className={`flex size-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg border border-dashed border-leaf-600 text-[11px] font-semibold text-leaf-700 hover:bg-leaf-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-leaf-700 ${disabled ? 'pointer-events-none opacity-50' : ''}`}
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            Add
            <input
              ref={inputRef}
              type="file"
              accept="image/*"
              multiple
              disabled={disabled}
              onChange={onChange}
              aria-label="Add photos"
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
          </label>
        )}
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted">
        Up to {REVIEW_IMAGES_MAX} photos (JPEG, PNG, WebP or GIF), 5 MB each. {images.length}/{REVIEW_IMAGES_MAX} added.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
