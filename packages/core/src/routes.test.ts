import { describe, expect, it } from 'vitest';
import { isPageRoute, matchPage, pageModuleFor } from './routes';

describe('matchPage', () => {
  it('names the page and its decoded path parts, with or without a trailing slash', () => {
    expect(matchPage('/')).toEqual({ route: '/', params: {} });
    expect(matchPage('/collection/')).toEqual({ route: '/collection', params: {} });
    expect(matchPage('/collection/product/rose%20bar')).toEqual({ route: '/collection/product/:productId', params: { productId: 'rose bar' } });
    expect(matchPage('/deal/d-1/')).toEqual({ route: '/deal/:dealId', params: { dealId: 'd-1' } });
    expect(matchPage('/blog/first-post')).toEqual({ route: '/blog/:id', params: { id: 'first-post' } });
  });

  it('keeps a malformed escape as it is instead of failing', () => {
    expect(matchPage('/product/%E0%A4%A')).toEqual({ route: '/product/:productId', params: { productId: '%E0%A4%A' } });
  });

  it('matches no page for other paths', () => {
    expect(matchPage('/products')).toBeUndefined();
    expect(matchPage('/blog/a/b')).toBeUndefined();
    expect(isPageRoute('/admin')).toBe(false);
    expect(isPageRoute('/orders')).toBe(true);
  });

  it("gives the web app's module that renders the page", () => {
    expect(pageModuleFor('/product/p-1')).toBe('src/app/pages/product-page.tsx');
    expect(pageModuleFor('/nowhere')).toBeUndefined();
  });
});
