import { LoaderCircle, LogIn, TicketPercent } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { setRedirectAfterLogin } from '../../lib/storage';
import { inputClass } from './input-class';

export interface DiscountCodeProblem {
  /** The server's words, written for the shopper. */
  message: string;
  /** A visitor: the message is a link to log in, which comes back to `returnPath`. */
  needsLogin?: boolean;
  /** The check got no verdict: it can be asked again. */
  retry?: () => void;
}

export interface DiscountCodeFieldProps {
  /** The code in the totals with the server's note on it, or null when there is none. */
  applied: { code: string; note: string | null } | null;
  /** The applied code is being checked against the cart as it is now. */
  checking: boolean;
  text: string;
  onTextChange: (text: string) => void;
  onApply: () => void;
  onRemove: () => void;
  /** A code typed in the field is being checked. */
  applying: boolean;
  problem: DiscountCodeProblem | null;
  returnPath: string;
}

/**
 * Issue 34: the discount code of the cart and checkout totals. Closed behind 'Have a discount code?' until the
 * shopper opens it, or until there is a code or a reason to show. It is not a form of its own: at checkout
 * it sits inside the order's form, where Enter must apply the code, never place the order.
 */
export function DiscountCodeField({ applied, checking, text, onTextChange, onApply, onRemove, applying, problem, returnPath }: DiscountCodeFieldProps) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  const open = opened || text !== '' || problem !== null;
  const appliedRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The control the shopper used goes away with the change it made; focus follows to what replaced it.
  const focusNext = useRef<'applied' | 'toggle' | null>(null);

  const appliedCode = applied?.code ?? null;
  useEffect(() => {
    // A refused code keeps the field, and the focus in it.
    if (problem) focusNext.current = null;
    const target = focusNext.current === 'applied' ? appliedRef.current : focusNext.current === 'toggle' ? toggleRef.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  }, [appliedCode, problem]);

  function apply() {
    if (applying) return;
    focusNext.current = 'applied';
    onApply();
  }

  function remove() {
    focusNext.current = 'toggle';
    onRemove();
  }

  const problemNote = problem ? (
    <div id={`${id}-problem`} role="alert" className="mt-2 text-sm text-red-700">
      {problem.needsLogin ? (
        <Link
          to="/login"
          onClick={() => setRedirectAfterLogin(returnPath)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800"
        >
          <LogIn aria-hidden="true" className="size-4 shrink-0" />
          {problem.message}
        </Link>
      ) : (
        <p>{problem.message}</p>
      )}
      {problem.retry ? (
        <button type="button" onClick={problem.retry} className="mt-1 min-h-11 font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800">
          Try again
        </button>
      ) : null}
    </div>
  ) : null;

  if (applied) {
    return (
      <div className="mt-4 border-t border-linen pt-4">
        <div ref={appliedRef} tabIndex={-1} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 focus:outline-none">
          <p className="flex min-w-0 items-center gap-2 text-sm text-ink">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-leaf-700" />
            <span className="min-w-0 break-all">
              Code <strong>{applied.code}</strong>
            </span>
          </p>
          <button
            type="button"
            onClick={remove}
            aria-label={`Remove the code ${applied.code}`}
            className="min-h-11 text-sm font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800"
          >
            Remove
          </button>
        </div>
        <p role="status" className="text-sm text-leaf-800">
          {checking ? (
            <span className="flex items-center gap-2 text-muted">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Checking the code against your cart...
            </span>
          ) : (
            applied.note
          )}
        </p>
        {problemNote}
      </div>
    );
  }

  return (
    <div className="mt-4 border-t border-linen pt-2">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpened(!open)}
        className="flex min-h-11 items-center gap-2 text-sm font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800"
      >
        <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
        Have a discount code?
      </button>
      {open ? (
        <div id={`${id}-panel`} className="mt-1">
          <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-ink">
            Discount code
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-input`}
              type="text"
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                apply();
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              aria-invalid={problem && !problem.needsLogin ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className={`${inputClass} min-w-0 flex-1 uppercase ${problem && !problem.needsLogin ? 'border-red-700' : 'border-linen'}`}
            />
            <button
              type="button"
              onClick={apply}
              aria-disabled={applying}
              className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-leaf-800 aria-disabled:cursor-progress aria-disabled:opacity-70"
            >
              {applying ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  Applying...
                </>
              ) : (
                'Apply'
              )}
            </button>
          </div>
        </div>
      ) : null}
      {problemNote}
    </div>
  );
}
