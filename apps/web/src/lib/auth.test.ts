import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessDetailsResponse } from '../test/business-details-fixture';
import { json, stubApi } from '../test/fake-api';
import { makeToken, renderApp } from '../test/render-app';
import { apiRequest } from './api-client';
import { endRefusedSession, privateQueryMeta, readSession } from './auth';
import { getDiscountCode, getToken, localKeys, setDiscountCode, setToken } from './storage';

describe('readSession', () => {
  const now = Date.UTC(2025, 0, 1);

  it('reads the user id from the token payload', () => {
    const token = makeToken({ id: 'user-1', exp: now / 1000 + 3600 });
    expect(readSession(token, now)).toEqual({ token, userId: 'user-1' });
    expect(readSession(makeToken({ sub: 'user-2' }), now)?.userId).toBe('user-2');
  });

  it('counts a missing, malformed, id-less or expired token as logged out', () => {
    expect(readSession(null, now)).toBeNull();
    expect(readSession('not-a-jwt', now)).toBeNull();
    expect(readSession(makeToken({ role: 'user' }), now)).toBeNull();
    expect(readSession(makeToken({ id: 'user-1', exp: now / 1000 - 1 }), now)).toBeNull();
  });
});

describe('a session the server refuses', () => {
  it('logs out everywhere without a reload and drops the shopper’s private data', async () => {
    localStorage.setItem(localKeys.token, makeToken({ id: 'user-1' }));
    stubApi({
      'GET /api/business-details': () => json(businessDetailsResponse()),
      'POST /api/order/userorders': () => json({ success: false, message: 'Not authorized. Please log in again.' }, 401),
    });
    const { queryClient } = renderApp('/about');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    await queryClient.prefetchQuery({ queryKey: ['orders'], queryFn: () => ['order-1'], meta: privateQueryMeta });
    await queryClient.prefetchQuery({ queryKey: ['products'], queryFn: () => ['product-1'] });

    await expect(apiRequest('/api/order/userorders', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });

    expect(await header.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
    expect(queryClient.getQueryData(['products'])).toEqual(['product-1']);
  });

  it('drops only the token that was refused, and with it the discount code checked for that account', () => {
    setToken('tok-new');
    setDiscountCode('EID20');
    endRefusedSession('tok-old');
    expect(getToken()).toBe('tok-new');
    expect(getDiscountCode()).toBe('EID20');
    endRefusedSession('tok-new');
    expect(getToken()).toBeNull();
    expect(getDiscountCode()).toBeNull();
  });
});
