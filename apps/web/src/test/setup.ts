import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';

// The one wait for every findBy* and waitFor. Arriving on a page loads its lazy code and its data;
// on a busy test machine (two cores shared with the API tests, a web build and a browser) that takes
// more than Testing Library's default of 1 s. A test that needs the wait lets it pass as soon as
// the page is there; only a failing one waits this long. Use waitFor from Testing Library rather
// than vi.waitFor, whose own default is 1 s. Ten seconds: under full load a page has been seen to take 7.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not scroll; its own scrollTo only logs "not implemented". This one moves scrollY so
// components that watch scrolling see what a browser would report.
function scrollTo(xOrOptions?: number | ScrollToOptions, y?: number) {
  const top = typeof xOrOptions === 'object' ? (xOrOptions.top ?? window.scrollY) : (y ?? 0);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});

// sonner takes a closed toast out of its list 200 ms later, on a timer it does not clear when the
// Toaster unmounts; were a file to end first, that timer would find the page (jsdom) gone.
const SONNER_REMOVAL_MS = 200;
afterAll(() => new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS + 100)));
