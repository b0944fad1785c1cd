import { Spinner } from '../../components/ui/spinner';

/** Stands in for a page while its code arrives on the very first load. */
export function PageLoading() {
  return (
    <div aria-busy="true" className="flex min-h-[50vh] items-center justify-center">
      {/* Fades in late so that a fast load shows nothing at all. */}
      <span className="opacity-0 [animation:fade-in_200ms_ease-out_300ms_forwards]">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </span>
    </div>
  );
}
