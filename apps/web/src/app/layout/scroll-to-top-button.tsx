import { ArrowUp } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** docs/product.md §9: the button appears after this much scrolling. */
export const scrollToTopThresholdPx = 300;

/**
 * What the floating button must never cover (docs/product.md §2 The common layout): every link and button
 * of the footer (the social icons sit under it at 1280 px), and anything marked `data-floating-clear`
 * (the newsletter form, full width at 375 px; every price, line total and badge, issue 33).
 */
export const floatingClearSelector = 'footer a[href], footer button, footer [role="link"], [data-floating-clear]';
/** Room kept between the button and what it steps aside for. */
const clearancePx = 8;

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function coversSomething(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  for (const element of document.querySelectorAll(floatingClearSelector)) {
    const other = element.getBoundingClientRect();
    if (other.width === 0 && other.height === 0) continue;
    const apart =
      other.right + clearancePx <= box.left ||
      other.left - clearancePx >= box.right ||
      other.bottom + clearancePx <= box.top ||
      other.top - clearancePx >= box.bottom;
    if (!apart) return true;
  }
  return false;
}

/**
 * Bottom right once the page is scrolled; while a control it must not cover passes beneath it, it steps
 * aside (hidden, out of the tab order) and comes back when the way is clear.
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const checkClearance = useCallback(() => {
    setBlocked(buttonRef.current ? coversSomething(buttonRef.current) : false);
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      setVisible(window.scrollY > scrollToTopThresholdPx);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(checkClearance);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [checkClearance]);

  // The moment it appears, before it is painted over anything.
  useLayoutEffect(() => {
    if (visible) checkClearance();
  }, [visible, checkClearance]);

  if (!visible) return null;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className={`fixed bottom-5 right-5 z-30 inline-flex size-11 animate-fade-in items-center justify-center rounded-full bg-leaf-700 text-white shadow-lg transition-colors hover:bg-leaf-800 sm:bottom-8 sm:right-8 ${
        blocked ? 'invisible' : ''
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
