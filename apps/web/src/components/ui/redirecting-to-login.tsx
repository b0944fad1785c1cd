import { LoaderCircle } from 'lucide-react';

/** What a signed-in-only page shows to a visitor for the moment before it sends them to /login. */
export function RedirectingToLogin({ className = '' }: { className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-2 text-sm text-muted ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Redirecting to login...
    </p>
  );
}
