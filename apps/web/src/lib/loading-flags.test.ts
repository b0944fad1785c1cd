import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdLoadingFlag, useActiveLoadingFlags } from './loading-flags';

describe('loading flags', () => {
  it('keeps a flag on until every holder releases it, and lists flags in a fixed order', () => {
    const { result } = renderHook(() => useActiveLoadingFlags());
    expect(result.current).toEqual([]);

    let releases: Array<() => void> = [];
    act(() => {
      releases = [holdLoadingFlag('cart'), holdLoadingFlag('products'), holdLoadingFlag('products')];
    });
    const [releaseCart, releaseProductsA, releaseProductsB] = releases;
    expect(result.current).toEqual(['products', 'cart']);

    act(() => {
      releaseProductsA?.();
      // Releasing twice must not release another holder's hold.
      releaseProductsA?.();
    });
    expect(result.current).toEqual(['products', 'cart']);

    act(() => {
      releaseProductsB?.();
      releaseCart?.();
    });
    expect(result.current).toEqual([]);
  });
});
