import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="shop-container flex flex-col items-center py-20 text-center sm:py-28">
      <Compass aria-hidden="true" className="size-10 text-leaf-700" />
      <p className="mt-4 text-xs font-semibold tracking-[0.2em] text-leaf-700">ERROR 404</p>
      <h1 className="mt-3 text-3xl text-ink sm:text-4xl">We can't find that page</h1>
      <p className="mt-4 max-w-md text-muted">It may have moved, or the link may be mistyped. Our soaps, creams and oils are all still here.</p>
      <Link to="/" className="mt-8 inline-flex rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold text-white hover:bg-leaf-800">
        Back to home
      </Link>
    </div>
  );
}
