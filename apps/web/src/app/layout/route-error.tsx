import { RotateCw } from 'lucide-react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { NotFoundPage } from '../not-found-page';

function ErrorMessage() {
  useDocumentTitle('Something went wrong');
  return (
    <div role="alert" className="shop-container flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-xs font-semibold tracking-[0.2em] text-leaf-700">SOMETHING WENT WRONG</p>
      <h1 className="mt-3 text-3xl text-ink sm:text-4xl">We couldn't show this page</h1>
      <p className="mt-4 max-w-md text-muted">A hiccup on our side or a dropped connection. Reloading usually fixes it; your cart is safe.</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex items-center gap-2 rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold text-white hover:bg-leaf-800"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Reload page
        </button>
        <Link to="/" className="rounded-full px-5 py-3 text-sm font-semibold text-leaf-700 hover:bg-leaf-50">
          Go to home
        </Link>
      </div>
    </div>
  );
}

/** A page failed (a render error or a chunk that no longer exists after a deploy): keep the layout. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage />;
}

/** The layout itself failed, so nothing around the message can be trusted to render. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="flex min-h-screen items-center justify-center bg-cream">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorMessage />}
    </main>
  );
}
