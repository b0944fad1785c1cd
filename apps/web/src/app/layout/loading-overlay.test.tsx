import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadingFlag, type LoadingFlag } from '../../lib/loading-flags';
import { renderWithProviders } from '../../test/render-app';
import { LoadingOverlay, overlayDelayMs } from './loading-overlay';

let setFlagOn: (on: boolean) => void = () => {};

function Loader({ flag }: { flag: LoadingFlag }) {
  const [on, setOn] = useState(true);
  useEffect(() => {
    setFlagOn = setOn;
  }, []);
  useLoadingFlag(flag, on);
  return null;
}

describe('LoadingOverlay', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a full-screen spinner with the flag message while a flag is on, after a short delay', () => {
    vi.useFakeTimers();
    renderWithProviders(
      <>
        <LoadingOverlay />
        <Loader flag="products" />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // A quick load never flashes the overlay.
    expect(status).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(overlayDelayMs));
    expect(status).toHaveTextContent('Loading products...');

    act(() => setFlagOn(false));
    expect(status).toBeEmptyDOMElement();
  });

  it("says 'Loading...' for the general flag", () => {
    vi.useFakeTimers();
    renderWithProviders(
      <>
        <LoadingOverlay />
        <Loader flag="general" />
      </>,
    );
    act(() => vi.advanceTimersByTime(overlayDelayMs));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
