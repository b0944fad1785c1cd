import type { CartTotals } from '@shop/core/cart/cart';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import type { applyDiscountCode as applyDiscountCodeEndpoint } from '@shop/core/discounts/contract';
import { DISCOUNT_CODE_PATTERN, discountCodeErrorCodes, discountRefusalCodes, normaliseDiscountCode } from '@shop/core/discounts/discount-codes';
import { rupeesToPaisa, type Paisa } from '@shop/core/shared/money';
import { useIsMutating, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiscountCodeFieldProps, DiscountCodeProblem } from '../../../components/ui/discount-code-field';
import { apiCall, isApiError, type ApiError } from '../../../lib/api-client';
import { getDiscountCode, setDiscountCode, type StoredCart } from '../../../lib/storage';
import type { CartSyncStatus } from '../hooks/use-cart-lines';
import { cartKeys } from './query-keys';

/** What a code does to the cart as the server holds it now: the discount and the new totals, in rupees, and the server's note for the shopper. */
export type DiscountQuote = EndpointResponse<typeof applyDiscountCodeEndpoint>;

export interface ApplyDiscountCodeInput {
  code: string;
  /** At checkout, the delivery phone in its national form: a code's limit per customer counts this number's orders too. */
  phone?: string;
}

export const discountCodeMessages = {
  failed: 'Failed to check the discount code',
  empty: 'Please enter a discount code',
  loginRequired: 'Log in to use a discount code',
} as const;

/** POST /api/cart/discount-code: prices the logged-in shopper's server cart with a code; nothing is stored. */
export function applyDiscountCode({ code, phone }: ApplyDiscountCodeInput): Promise<DiscountQuote> {
  return apiCall<typeof applyDiscountCodeEndpoint>('POST /api/cart/discount-code', {
    body: phone ? { code, phone } : { code },
    fallbackMessage: discountCodeMessages.failed,
  });
}

export function applyDiscountCodeMutationOptions(): UseMutationOptions<DiscountQuote, unknown, ApplyDiscountCodeInput> {
  return { mutationKey: cartKeys.discountCode, mutationFn: applyDiscountCode, networkMode: 'always' };
}

/** The server refused the code itself (404 unknown, 409 not now or not for this cart); any other failure says nothing about the code. */
export function isDiscountCodeRefusal(error: unknown): error is ApiError {
  if (!isApiError(error) || error.code === undefined) return false;
  return error.code === discountCodeErrorCodes.unknown || (discountRefusalCodes as readonly string[]).includes(error.code);
}

/**
 * The code in the totals: none; being checked against the cart as it is now (after a change, or until the
 * server's cart has settled); priced by the server for this very cart; or not checked, the server having
 * given no verdict (no answer), which placing must not guess at.
 */
export type DiscountCodeState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; quote: DiscountQuote }
  | { status: 'unchecked'; code: string; message: string };

interface DiscountCodeOptions {
  /** The logged-in shopper; a visitor's Apply asks them to log in. */
  userId: string | null;
  /** The cart as useCart has it: the code is checked again whenever the server's cart settles on new lines. */
  lines: StoredCart;
  cartStatus: CartSyncStatus;
  /** At checkout, the delivery form's phone once it is valid, in its national form. */
  phone?: string | null;
}

export interface DiscountCode {
  state: DiscountCodeState;
  /** What the discount code field shows and does (components/ui/discount-code-field.tsx). */
  field: Omit<DiscountCodeFieldProps, 'returnPath'>;
  /** Placing refused the code: it leaves the totals, and the field says why and keeps the code's text. */
  drop: (message: string) => void;
  /** Prices may have changed under an unchanged cart: the code is checked again. */
  recheck: () => void;
  /** The order that used the code is placed: the code is forgotten. */
  forget: () => void;
}

interface Priced {
  code: string;
  /** The cart it was priced on; null when the cart was still settling, which the next check replaces. */
  cart: string | null;
  quote: DiscountQuote;
}

interface Unchecked {
  code: string;
  cart: string | null;
  message: string;
}

interface Check {
  code: string;
  cart: string | null;
  phone: string | null;
  /** The code kept for the session, checked again; else one typed in the field, kept only once the server applies it. */
  kept: boolean;
}

/** The code kept from earlier in the session, unless what is kept could never be a code. */
function keptCode(): string | null {
  const code = getDiscountCode();
  return code !== null && DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}

/**
 * The discount code a shopper applies (issue 34), remembered for the browser session so checkout applies it
 * too. The server prices the code on its own copy of the cart, so every answer is tied to the cart it priced:
 * when the lines change (once their changes have reached the server) or the phone does, the code is checked
 * again, and dropped with the server's reason when it no longer applies.
 */
export function useDiscountCode({ userId, lines, cartStatus, phone = null }: DiscountCodeOptions): DiscountCode {
  const [code, setCode] = useState(keptCode);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<DiscountCodeProblem | null>(null);
  const [priced, setPriced] = useState<Priced | null>(null);
  const [unchecked, setUnchecked] = useState<Unchecked | null>(null);
  const [round, setRound] = useState(0);
  // The check whose answer counts: an answer for an older cart or code is left unread.
  const latest = useRef<string | null>(null);
  const { mutateAsync, isPending } = useMutation(applyDiscountCodeMutationOptions());
  const lineChanges = useIsMutating({ mutationKey: cartKeys.lineChanges });
  const cart = userId !== null && cartStatus === 'ready' && lineChanges === 0 ? JSON.stringify([userId, lines, phone, round]) : null;
  // A visitor never has a code in the totals: the server prices only an account's cart.
  const active = userId === null ? null : code;

  const forgetCode = useCallback((textAfter: string, problemAfter: DiscountCodeProblem | null) => {
    latest.current = null;
    setDiscountCode(null);
    setCode(null);
    setPriced(null);
    setUnchecked(null);
    setText(textAfter);
    setProblem(problemAfter);
  }, []);

  const check = useCallback(
    async ({ code: candidate, cart: atCart, phone: atPhone, kept }: Check) => {
      const request = JSON.stringify([candidate, atCart]);
      latest.current = request;
      try {
        const quote = await mutateAsync(atPhone ? { code: candidate, phone: atPhone } : { code: candidate });
        if (latest.current !== request) return;
        setDiscountCode(quote.code);
        setCode(quote.code);
        setPriced({ code: quote.code, cart: atCart, quote });
        setUnchecked(null);
        setProblem(null);
      } catch (error) {
        if (latest.current !== request) return;
        const message = isApiError(error) ? error.message : discountCodeMessages.failed;
        if (isDiscountCodeRefusal(error)) forgetCode(candidate, { message });
        else if (isApiError(error) && error.status === 401) forgetCode(candidate, { message: discountCodeMessages.loginRequired, needsLogin: true });
        else if (kept) setUnchecked({ code: candidate, cart: atCart, message });
        else setProblem({ message });
      }
    },
    [mutateAsync, forgetCode],
  );

  const pricedNow = cart !== null && priced?.code === active && priced.cart === cart;
  const uncheckedNow = cart !== null && unchecked?.code === active && unchecked.cart === cart;
  useEffect(() => {
    if (active === null || cart === null || pricedNow || uncheckedNow) return;
    // Asked already (an answer is on its way, or this is the development double run).
    if (latest.current === JSON.stringify([active, cart])) return;
    void check({ code: active, cart, phone, kept: true });
  }, [active, cart, phone, pricedNow, uncheckedNow, check]);

  const state: DiscountCodeState =
    active === null
      ? { status: 'none' }
      : pricedNow && priced
        ? { status: 'applied', code: active, quote: priced.quote }
        : uncheckedNow && unchecked
          ? { status: 'unchecked', code: active, message: unchecked.message }
          : { status: 'checking', code: active };

  function apply() {
    const candidate = normaliseDiscountCode(text);
    if (!candidate) {
      setProblem({ message: discountCodeMessages.empty });
      return;
    }
    if (userId === null) {
      // Kept for after the login: back from it, the shopper finds the code checked against their account's cart.
      setDiscountCode(candidate);
      setCode(candidate);
      setProblem({ message: discountCodeMessages.loginRequired, needsLogin: true });
      return;
    }
    setProblem(null);
    void check({ code: candidate, cart, phone, kept: false });
  }

  const recheck = useCallback(() => setRound((value) => value + 1), []);

  return {
    state,
    field: {
      applied: active === null ? null : { code: active, note: state.status === 'applied' ? state.quote.message : null },
      checking: state.status === 'checking',
      text,
      onTextChange: setText,
      onApply: apply,
      onRemove: () => forgetCode('', null),
      applying: isPending && active === null,
      problem: state.status === 'unchecked' ? { message: state.message, retry: recheck } : problem,
    },
    drop: (message) => forgetCode(active ?? '', { message }),
    recheck,
    forget: () => forgetCode('', null),
  };
}

/** The figures the totals show with the code; null while the server has not priced this cart with it. */
export interface FiguresWithCode {
  subtotal: Paisa;
  /** 'Discount (EID20)' and what it takes off; null when the code takes nothing off the products. */
  discount: { label: string; amount: Paisa | null } | null;
  deliveryCharge: Paisa | null;
  /** Set for a free-delivery code: delivery reads 'Free with EID20'. */
  freeDeliveryWith: string | null;
  total: Paisa | null;
}

/**
 * The totals as the cart computes them, or with a code as the server priced it: its subtotal, discount,
 * delivery and amount together, so the figures add up to what the order will cost.
 */
export function figuresWithCode(state: DiscountCodeState, totals: CartTotals): FiguresWithCode {
  const plain = { subtotal: totals.subtotal, deliveryCharge: totals.deliveryCharge, total: totals.total, freeDeliveryWith: null };
  if (state.status === 'none' || state.status === 'unchecked') return { ...plain, discount: null };
  const label = `Discount (${state.code})`;
  if (state.status === 'checking') return { ...plain, discount: { label, amount: null }, deliveryCharge: null, total: null };
  const { quote } = state;
  return {
    subtotal: rupeesToPaisa(quote.subtotal),
    discount: quote.discount > 0 ? { label, amount: rupeesToPaisa(quote.discount) } : null,
    deliveryCharge: rupeesToPaisa(quote.deliveryCharges),
    freeDeliveryWith: quote.freeDelivery ? state.code : null,
    total: rupeesToPaisa(quote.amount),
  };
}
