import { describe, expect, it, vi } from 'vitest';
import {
  clearCart,
  getCart,
  getDiscountCode,
  getOrderFormDraft,
  sessionKeys,
  getToken,
  localKeys,
  parseCart,
  setCart,
  setDiscountCode,
  setOrderFormDraft,
  setRedirectAfterLogin,
  setToken,
  subscribeToCart,
  takeRedirectAfterLogin,
} from './storage';

describe('storage', () => {
  it('reads a missing or corrupt cart as empty and keeps only positive whole quantities', () => {
    expect(parseCart(null)).toEqual({ products: {}, deals: {} });
    expect(parseCart('{not json')).toEqual({ products: {}, deals: {} });
    expect(parseCart('[1,2]')).toEqual({ products: {}, deals: {} });
    expect(parseCart(JSON.stringify({ products: { a: 2, b: 0, c: -1, d: 1.5, e: '3' }, deals: null }))).toEqual({
      products: { a: 2 },
      deals: {},
    });
  });

  it('returns the same cart object until the stored cart changes, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCart(listener);
    setCart({ products: { p1: 1 }, deals: { d1: 2 } });
    expect(listener).toHaveBeenCalledTimes(1);
    const first = getCart();
    expect(getCart()).toBe(first);
    expect(first).toEqual({ products: { p1: 1 }, deals: { d1: 2 } });

    clearCart();
    expect(localStorage.getItem(localKeys.cart)).toBeNull();
    expect(getCart()).toEqual({ products: {}, deals: {} });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('treats a blank token as no token', () => {
    localStorage.setItem(localKeys.token, '   ');
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(getToken()).toBe('abc');
  });

  it('keeps only string fields of the order form draft', () => {
    localStorage.setItem(localKeys.orderFormDraft, JSON.stringify({ city: 'Lahore', zipcode: 54000, phone: null }));
    expect(getOrderFormDraft()).toEqual({ city: 'Lahore' });
    localStorage.setItem(localKeys.orderFormDraft, 'oops');
    expect(getOrderFormDraft()).toEqual({});
    setOrderFormDraft({ firstName: 'Ayesha' });
    expect(getOrderFormDraft()).toEqual({ firstName: 'Ayesha' });
  });

  it('keeps the applied discount code for the session', () => {
    setDiscountCode('EID20');
    expect(sessionStorage.getItem(sessionKeys.discountCode)).toBe('EID20');
    expect(getDiscountCode()).toBe('EID20');
    setDiscountCode(null);
    expect(sessionStorage.getItem(sessionKeys.discountCode)).toBeNull();
    expect(getDiscountCode()).toBeNull();
  });

  it('remembers only same-site paths to return to after login, once', () => {
    setRedirectAfterLogin('https://evil.example/');
    expect(takeRedirectAfterLogin()).toBeNull();
    setRedirectAfterLogin('//evil.example/');
    expect(takeRedirectAfterLogin()).toBeNull();

    setRedirectAfterLogin('/place-order');
    expect(takeRedirectAfterLogin()).toBe('/place-order');
    expect(takeRedirectAfterLogin()).toBeNull();
  });
});
