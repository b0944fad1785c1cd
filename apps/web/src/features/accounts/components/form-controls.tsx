import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  /** The label while the call is under way, e.g. 'Logging in...'. */
  busyLabel: string;
  children: ReactNode;
}

/** The form's one submit button: disabled and saying so while the call is under way. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-3.5 text-sm font-semibold tracking-[0.08em] text-white transition-colors hover:bg-leaf-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

interface TextButtonProps {
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}

/** Looks like a link, is a button: it changes what the card shows, it goes nowhere. */
export function TextButton({ onClick, children, disabled = false }: TextButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex items-center gap-1.5 rounded font-semibold text-leaf-700 underline-offset-4 hover:text-leaf-800 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
    >
      {children}
    </button>
  );
}

/** A failed call's message, read out as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{message}</p> : null}
    </div>
  );
}
