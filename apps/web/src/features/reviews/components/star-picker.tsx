import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';

interface StarPickerProps {
  value: number | null;
  onChange: (rating: number) => void;
  invalid: boolean;
  /** The id of the message that explains what is wrong, read out with the group. */
  errorId?: string;
  /** The first star, for the form to move focus to when no rating was chosen. */
  firstStarRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

const ratingWords = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * docs/product.md §5: one to five stars. Native radio buttons under the drawn stars, so arrow keys move and
 * choose, Tab enters and leaves the group, and screen readers say 'n stars, k of 5'.
 */
export function StarPicker({ value, onChange, invalid, errorId, firstStarRef, disabled = false }: StarPickerProps) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} disabled={disabled}>
      <legend className="text-sm font-semibold text-ink">Your rating</legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="relative cursor-pointer p-0.5" onMouseEnter={() => setHovered(stars)}>
              <input
                ref={stars === 1 ? firstStarRef : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={stars === 1 ? '1 star' : `${stars} stars`}
                aria-invalid={invalid || undefined}
                className="peer sr-only"
              />
              <span className="block rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-leaf-700">
                <Star
                  aria-hidden="true"
                  className={`size-8 transition-colors ${stars <= shown ? 'text-amber-500' : invalid ? 'text-red-200' : 'text-linen'}`}
                  fill="currentColor"
                  strokeWidth={0}
                />
              </span>
            </label>
          ))}
        </div>
        {/* The radios already name the choice; the word is for sighted shoppers. */}
        <span aria-hidden="true" className="text-sm text-muted">
          {shown ? ratingWords[shown - 1] : ''}
        </span>
      </div>
    </fieldset>
  );
}
