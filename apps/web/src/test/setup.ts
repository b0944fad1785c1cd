import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

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
