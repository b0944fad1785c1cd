import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** docs/product.md §9: the button appears after this much scrolling. */
export const scrollToTopThresholdPx = 300;

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollToTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="fixed bottom-5 right-5 z-30 inline-flex size-11 animate-fade-in items-center justify-center rounded-full bg-leaf-700 text-white shadow-lg transition-colors hover:bg-leaf-800 sm:bottom-8 sm:right-8"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
