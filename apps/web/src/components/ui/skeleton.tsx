interface SkeletonProps {
  /** Size and shape, e.g. 'h-4 w-24' or 'aspect-square w-full'. */
  className?: string;
}

/** A grey block that holds the place of content still loading; hidden from assistive technology. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-linen/80 ${className}`} />;
}
