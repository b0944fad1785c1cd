import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useActiveLoadingFlags } from '../../../lib/loading-flags';
import { json, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { makeProduct } from '../../../test/product-fixtures';
import { useProducts } from './get-products';

function Probe() {
  const { data } = useProducts();
  const flags = useActiveLoadingFlags();
  return (
    <p>
      {data ? `${data.length} products` : 'none yet'}; flags: {flags.join(',') || 'off'}
    </p>
  );
}

describe('useProducts', () => {
  it('raises the products flag on the first load only, not on a background refetch', async () => {
    let release: (() => void) | undefined;
    const { fetchMock } = stubApi({
      'GET /api/product/list': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json({ success: true, products: [makeProduct({ _id: 'a', name: 'Rose Soap' })] }));
        }),
    });
    const { queryClient } = renderWithProviders(<Probe />);

    expect(await screen.findByText('none yet; flags: products')).toBeInTheDocument();
    act(() => release?.());
    expect(await screen.findByText('1 products; flags: off')).toBeInTheDocument();

    let refetched: Promise<void> | undefined;
    act(() => {
      refetched = queryClient.invalidateQueries({ queryKey: ['products'] });
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(queryClient.isFetching({ queryKey: ['products'] })).toBe(1);
    expect(screen.getByText('1 products; flags: off')).toBeInTheDocument();
    await act(async () => {
      release?.();
      await refetched;
    });
    expect(screen.getByText('1 products; flags: off')).toBeInTheDocument();
  });

  it("reports the server's failure as 'Failed to fetch products' when it gives no message", async () => {
    stubApi({ 'GET /api/product/list': () => new Response('', { status: 502 }) });
    function Failure() {
      const { error } = useProducts();
      return <p>{error?.message ?? 'no error'}</p>;
    }
    renderWithProviders(<Failure />);
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });
});
