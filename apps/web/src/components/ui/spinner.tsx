interface SpinnerProps {
  className?: string;
}

export function Spinner({ className = 'size-10' }: SpinnerProps) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-4 border-leaf-100 border-t-leaf-700 ${className}`} />;
}
