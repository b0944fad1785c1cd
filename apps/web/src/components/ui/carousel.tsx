import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useFirstIdle } from '../../lib/use-first-idle';

interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  /** How many items show side by side at a given window width; asked again on every resize. */
  slidesPerView: (viewportWidth: number) => number;
  /** Moves on by itself every this many milliseconds; absent means it waits for the shopper. */
  autoplayMs?: number;
  /** Roughly how long one move takes (docs/product.md §9: 500 ms products and banners, 600 ms testimonials). */
  speedMs?: number;
  /** Names the carousel for screen readers, e.g. 'Hot deals'. */
  label: string;
  showArrows?: boolean;
  /** Cross-fade one slide over the other instead of sliding (the hero banner). */
  fade?: boolean;
}

// Embla measures its speed in its own "duration" units (20-60 recommended, 25 by default) rather than
// milliseconds; 1 unit per 20 ms lands 500 ms on Embla's default and keeps 600 ms a little slower.
function emblaDuration(speedMs: number): number {
  return Math.min(60, Math.max(20, Math.round(speedMs / 20)));
}

// Embla needs matchMedia, ResizeObserver and IntersectionObserver; without them (old browsers, jsdom)
// it is never started and the row scrolls natively inside the carousel instead of breaking the page.
const canRunEmbla = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && 'ResizeObserver' in window && 'IntersectionObserver' in window;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function readReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;

// Side by side at the bottom right over a full-width fading banner, where the words sit on the left.
// Otherwise below the slides on narrow screens, where beside them they would cover the content, and
// in the gutters at the two sides from 640 px.
const arrowClass =
  'z-10 inline-flex size-10 items-center justify-center rounded-full border border-linen bg-cream/95 text-ink shadow-md transition-colors hover:bg-leaf-700 hover:text-white disabled:opacity-40';

/**
 * The shop's one carousel (docs/product.md §9): Embla underneath, an accessible region of labelled slides,
 * Previous/Next buttons and arrow keys. Autoplay pauses while the pointer or focus is inside, stops
 * for good once the shopper moves it, and never starts for people who ask for reduced motion.
 */
export function Carousel<T>({ items, renderItem, getKey, slidesPerView, autoplayMs, speedMs = 500, label, showArrows = true, fade = false }: CarouselProps<T>) {
  const viewportWidth = useSyncExternalStore(subscribeResize, readWidth, readWidth);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
  const perView = fade ? 1 : Math.max(1, Math.floor(slidesPerView(viewportWidth)));
  const total = items.length;
  const scrollable = total > perView;
  const autoplays = autoplayMs !== undefined && autoplayMs > 0 && scrollable && !reducedMotion;
  // Embla measures every slide when it starts; started at once, three carousels add a long task to the
  // page's first second, while the row they show meanwhile is the same first slides, standing still.
  const started = useFirstIdle();

  const options = useMemo(
    () => ({ loop: true, align: 'start' as const, duration: emblaDuration(speedMs), active: scrollable && started }),
    [speedMs, scrollable, started],
  );
  const plugins = useMemo(() => {
    const list: EmblaPluginType[] = [];
    if (fade) list.push(Fade());
    if (autoplays) {
      // Pausing on hover and focus is done below, so it can resume unless the shopper took over.
      list.push(Autoplay({ delay: autoplayMs, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }));
    }
    return list;
  }, [fade, autoplays, autoplayMs]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  const regionRef = useRef<HTMLElement>(null);
  const nativeViewportRef = useRef<HTMLDivElement | null>(null);
  const takenOver = useRef(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return undefined;
    // Autoplay announces play and stop before it flips its own flag, so the event itself is the answer.
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    // Dragging is the shopper taking over; Autoplay itself stops on pointer down.
    const onPointerDown = () => {
      takenOver.current = true;
    };
    // A resize re-creates Autoplay, which would start again on its own.
    const onReInit = (emblaApi: EmblaCarouselType) => {
      if (takenOver.current || hovered.current || focused.current) emblaApi.plugins()?.autoplay?.stop();
      setPlaying(emblaApi.plugins()?.autoplay?.isPlaying() ?? false);
    };
    setPlaying(api.plugins()?.autoplay?.isPlaying() ?? false);
    api.on('autoplay:play', onPlay).on('autoplay:stop', onStop).on('reInit', onReInit).on('pointerDown', onPointerDown);
    return () => {
      api.off('autoplay:play', onPlay).off('autoplay:stop', onStop).off('reInit', onReInit).off('pointerDown', onPointerDown);
    };
  }, [api]);

  const pause = useCallback(() => api?.plugins()?.autoplay?.stop(), [api]);
  const resume = useCallback(() => {
    if (takenOver.current || hovered.current || focused.current) return;
    api?.plugins()?.autoplay?.play();
  }, [api]);

  const move = useCallback(
    (direction: 1 | -1) => {
      takenOver.current = true;
      pause();
      if (api && scrollable) {
        if (direction === 1) api.scrollNext(reducedMotion);
        else api.scrollPrev(reducedMotion);
        return;
      }
      const viewport = nativeViewportRef.current;
      if (viewport) viewport.scrollLeft += direction * viewport.clientWidth;
    },
    [api, scrollable, pause, reducedMotion],
  );

  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      nativeViewportRef.current = node;
      if (canRunEmbla) viewportRef(node);
    },
    [viewportRef],
  );

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!scrollable) return;
    const target = event.target as HTMLElement;
    // Arrow keys inside a text field move the caret, not the carousel.
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  }

  function onFocus() {
    focused.current = true;
    pause();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (regionRef.current?.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    resume();
  }

  // The slides' contents change with the items only: the carousel's own state (started, playing, the
  // Embla handle) re-renders its frame, not every card inside it.
  const slideContents = useMemo(() => items.map((item, index) => renderItem(item, index)), [items, renderItem]);

  const arrowsShown = showArrows && scrollable;
  const side = 'sm:absolute sm:top-1/2 sm:-translate-y-1/2';
  const prevPlace = fade ? 'absolute bottom-4 right-16' : `${side} sm:left-0`;
  const nextPlace = fade ? 'absolute bottom-4 right-4' : `${side} sm:right-0`;
  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${arrowsShown && !fade ? 'sm:px-12' : ''}`}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => {
        hovered.current = true;
        pause();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        resume();
      }}
    >
      <div
        ref={setViewport}
        // Relative, so that it also clips the slides' positioned parts (badges, overlays) before Embla has
        // started and given the row a transform of its own.
        className={`relative ${canRunEmbla || !scrollable ? 'overflow-hidden' : 'overflow-x-auto overscroll-x-contain'}`}
      >
        {/* Announce slide changes only when the shopper caused them, not on every autoplay tick. */}
        <div className={`flex touch-pan-y ${fade ? '' : '-ml-4'}`} aria-live={playing ? 'off' : 'polite'}>
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${total}`}
              className={`min-w-0 shrink-0 grow-0 ${fade ? '' : 'pl-4'}`}
              style={{ flexBasis: `${100 / perView}%` }}
            >
              {slideContents[index]}
            </div>
          ))}
        </div>
      </div>
      {arrowsShown ? (
        <div className={fade ? 'contents' : 'mt-4 flex justify-center gap-3 sm:mt-0 sm:contents'}>
          <button type="button" className={`${arrowClass} ${prevPlace}`} aria-label="Previous slide" onClick={() => move(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={`${arrowClass} ${nextPlace}`} aria-label="Next slide" onClick={() => move(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
