import { ChevronLeft, ChevronRight, ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadImages, type UploadFolder } from '../lib/upload-images';

interface ImageListFieldProps {
  /** The file input's label ("Images", "Cover image"). */
  label: string;
  folder: UploadFolder;
  /** The pictures' addresses, first one first: the first is the one shown on cards. */
  value: readonly string[];
  onChange: (images: string[]) => void;
  /** How many pictures the item may have (1 for a cover or a logo). */
  max?: number;
  /** The server's or the form's message about the pictures. */
  error?: string;
  hint?: string;
}

const iconButton = 'inline-flex size-11 items-center justify-center rounded-xl bg-white text-ink ring-1 ring-linen hover:text-leaf-700 disabled:opacity-40';

/**
 * Pictures of an item: upload several at once (camera pictures are shrunk in the browser first),
 * put them in order, remove one. Uploaded pictures are stored at once; the item keeps the list when
 * its form is saved.
 */
export function ImageListField({ label, folder, value, onChange, max = 10, error, hint }: ImageListFieldProps) {
  const inputId = useId();
  const noteId = `${inputId}-note`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [heldBack, setHeldBack] = useState(false);
  const room = max - value.length;

  // A Save pressed while pictures are still uploading would store the item without them: the form
  // is held back (before its own submit handler runs) until the upload is done.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form || uploading === 0) return undefined;
    const holdBack = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      setHeldBack(true);
    };
    form.addEventListener('submit', holdBack, { capture: true });
    return () => form.removeEventListener('submit', holdBack, { capture: true });
  }, [uploading]);

  const onFiles = async (fileList: FileList | null) => {
    const files = [...(fileList ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    setUploadError(null);
    if (files.length > room) {
      setUploadError(
        room <= 0 ? `Remove a picture first: at most ${max}.` : `Choose at most ${room} more ${room === 1 ? 'picture' : 'pictures'} (at most ${max}).`,
      );
      return;
    }
    setUploading(files.length);
    try {
      onChange([...value, ...(await uploadImages(folder, files))]);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : 'The pictures could not be uploaded.');
    } finally {
      setUploading(0);
      setHeldBack(false);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [picture] = next.splice(from, 1);
    next.splice(to, 0, picture!);
    onChange(next);
  };

  const message = uploadError ?? error;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {value.length > 0 ? (
        <ul className="mb-3 grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
          {value.map((src, index) => (
            <li key={src} className="overflow-hidden rounded-2xl border border-linen bg-white">
              <div className="relative">
                <img src={src} alt={`Picture ${index + 1}${index === 0 ? ' (main)' : ''}`} className="aspect-square w-full object-cover" />
                {index === 0 && max > 1 ? (
                  <span className="absolute left-2 top-2 rounded-full bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">Main</span>
                ) : null}
              </div>
              <div className="flex justify-between gap-1 p-1.5">
                {max > 1 ? (
                  <span className="flex gap-1">
                    <button
                      type="button"
                      className={iconButton}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Move picture ${index + 1} earlier`}
                    >
                      <ChevronLeft aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move picture ${index + 1} later`}
                    >
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  className={`${iconButton} text-red-700`}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                  aria-label={`Remove picture ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className={`flex min-h-14 items-center gap-3 rounded-xl border border-dashed px-4 py-3 text-sm focus-within:outline-2 focus-within:outline-leaf-700 ${message ? 'border-red-700' : 'border-linen'} ${room <= 0 ? 'opacity-60' : 'bg-white'}`}
      >
        <ImagePlus aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple={max > 1}
          disabled={room <= 0 || uploading > 0}
          aria-invalid={message ? true : undefined}
          aria-describedby={noteId}
          onChange={(event) => void onFiles(event.target.files)}
          className="min-w-0 flex-1 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-leaf-50 file:px-3 file:font-semibold file:text-leaf-800"
        />
      </div>
      <p id={noteId} role={message ? 'alert' : undefined} aria-live="polite" className={`mt-1.5 text-sm ${message ? 'text-red-700' : 'text-xs text-muted'}`}>
        {uploading > 0
          ? `Uploading ${uploading} ${uploading === 1 ? 'picture' : 'pictures'}…${heldBack ? ' Save again once it is done.' : ''}`
          : (message ??
            hint ??
            (max > 1
              ? `Up to ${max} pictures; the first is the main one. Phone photos are made smaller before upload.`
              : 'Phone photos are made smaller before upload.'))}
      </p>
    </div>
  );
}
