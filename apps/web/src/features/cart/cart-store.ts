import { useSyncExternalStore } from 'react';
import {
  decideDealAdd,
  decideDealUpdate,
  decideProductAdd,
  decideProductUpdate,
  type CartDecision,
} from '@shop/core/cart-rules';
import { isApiError } from '../../lib/api-client';
import { readSession } from '../../lib/auth';
import {
  clearCart,
  emptyCart,
  getCart,
  getToken,
  localKeys,
  setCart,
  subscribeToCart,
  subscribeToKey,
  type StoredCart,
} from '../../lib/storage';
import { toast } from '../../lib/toast';
import { changeCartLine, type CartLineChange } from './api/change-cart-line';
import { cartLoadErrorMessage, getAccountCart } from './api/get-cart';
import { mergeCart } from './api/merge-cart';

export interface CartActionResult {
  /** True when the line changed. */
  ok: boolean;
  /** What to tell the shopper (a toast), or null when the request was ignored. */
  message: string | null;
}

/**
 * Whether the cart on screen is the one to trust: always 'ready' for a visitor; for a logged-in
 * shopper 'loading' until the server's cart has arrived, 'error' when it could not be loaded.
 */
export type CartSyncStatus = 'ready' | 'loading' | 'error';

type Section = keyof StoredCart;

/** SPEC §8 texts for a failed sync call that the server did not refuse with a reason of its own. */
const failureMessages = {
  addProduct: 'Failed to add product to cart',
  addDeal: 'Failed to add deal to cart',
  updateDeal: 'Failed to update deal quantity',
} as const;

// ---- Sync state ------------------------------------------------------------------------------------
//
// While logged in, the stored cart is a mirror of the server's: the header badge and every page keep
// reading it, and the server's answers overwrite it. Module state, because the cart is one per tab.

/** The account whose server cart the stored cart mirrors; null while it is the visitor's own cart. */
let owner: string | null = null;
let status: CartSyncStatus = 'ready';
/**
 * Bumped whenever the owner changes or syncing stops: an answer that arrives for an earlier epoch
 * belongs to someone else's session and is dropped.
 */
let epoch = 0;
/** The load or merge under way; cart actions wait for it so they never race the cart it brings. */
let syncing: Promise<void> | null = null;
/** A visitor cart whose merge failed; reloading tries the merge again rather than losing it. */
let unmergedVisitorCart: StoredCart | null = null;
/**
 * True while the stored cart is the mirror of a session that ended without a logout (an expired
 * token left in storage). Merging it at the next login would add an account's cart to itself, or
 * hand it to someone else, so the next login loads the account's own cart instead.
 */
let mirrorOfEndedSession = false;
/** The visitor's lines shown while they are being merged (the stored copy is empty meanwhile). */
let heldView: StoredCart | null = null;
let pendingChanges = 0;

const statusListeners = new Set<() => void>();

function setStatus(next: CartSyncStatus) {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function isEmptyCart(cart: StoredCart) {
  return Object.keys(cart.products).length === 0 && Object.keys(cart.deals).length === 0;
}

/** Runs `request`, keeping its answer only if the session it was made for is still the current one. */
function track<T>(request: Promise<T>, onAnswer: (answer: T) => void, onFailure: () => void) {
  const requestEpoch = epoch;
  setStatus('loading');
  const settled: Promise<void> = request
    .then(
      (answer) => {
        if (requestEpoch === epoch) onAnswer(answer);
      },
      () => {
        if (requestEpoch === epoch) onFailure();
      },
    )
    .finally(() => {
      if (syncing === settled) syncing = null;
    });
  syncing = settled;
  return settled;
}

function adoptServerCart(cart: StoredCart) {
  heldView = null;
  unmergedVisitorCart = null;
  setCart(cart);
  setStatus('ready');
}

function failLoad() {
  setStatus('error');
  toast.error(cartLoadErrorMessage);
}

function loadAccountCart(): Promise<void> {
  return track(getAccountCart(), adoptServerCart, failLoad);
}

/** DESIGN decision 7: the visitor's cart joins the account's once, at login or signup. */
function mergeVisitorCart(visitorCart: StoredCart): Promise<void> {
  // Other tabs see the same storage and follow the login too; emptying the stored copy first means
  // they find nothing left to merge, so no line is ever sent twice.
  heldView = visitorCart;
  setCart(emptyCart);
  return track(
    mergeCart(visitorCart),
    ({ cartData, adjusted, message }) => {
      adoptServerCart(cartData);
      if (adjusted && message) toast.warning(message);
    },
    () => {
      heldView = null;
      unmergedVisitorCart = visitorCart;
      setCart(visitorCart);
      failLoad();
    },
  );
}

/** Brings the cart in line with whoever the token now names. */
function followSession() {
  const session = readSession(getToken());
  const userId = session?.userId ?? null;
  if (userId === owner) return;
  const previousOwner = owner;
  epoch += 1;
  owner = userId;
  syncing = null;
  unmergedVisitorCart = null;
  heldView = null;

  if (userId === null) {
    // The mirror belonged to the account that just left; Logout clears it too, a token swap may not.
    if (previousOwner !== null) clearCart();
    mirrorOfEndedSession = false;
    setStatus('ready');
    return;
  }
  const visitorCart = getCart();
  const isVisitorCart = previousOwner === null && !mirrorOfEndedSession;
  mirrorOfEndedSession = false;
  if (isVisitorCart && !isEmptyCart(visitorCart)) void mergeVisitorCart(visitorCart);
  else void loadAccountCart();
}

let subscribers = 0;
let stopWatchingToken: (() => void) | null = null;

/** Starts following the login state when the first component reads the cart. */
function retainSync() {
  subscribers += 1;
  if (subscribers > 1) return;
  epoch += 1;
  const token = getToken();
  const session = readSession(token);
  // At start-up a stored cart next to a token is that account's mirror, never a visitor cart, even
  // when the token has expired since.
  mirrorOfEndedSession = token !== null && session === null;
  owner = session?.userId ?? null;
  status = 'ready';
  stopWatchingToken = subscribeToKey(localKeys.token, followSession);
  if (owner !== null) void loadAccountCart();
}

function releaseSync() {
  subscribers -= 1;
  if (subscribers > 0) return;
  epoch += 1;
  stopWatchingToken?.();
  stopWatchingToken = null;
  owner = null;
  status = 'ready';
  syncing = null;
  unmergedVisitorCart = null;
  mirrorOfEndedSession = false;
  heldView = null;
}

// ---- Actions ---------------------------------------------------------------------------------------

function setLine(section: Section, id: string, quantity: number) {
  const cart = getCart();
  const lines = { ...cart[section] };
  if (quantity > 0) lines[id] = quantity;
  else delete lines[id];
  setCart({ ...cart, [section]: lines });
}

/** The server refused with a reason the shopper can act on ('This product is out of stock', ...). */
function isRefusal(error: unknown) {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

function applyLocally(section: Section, id: string, decision: CartDecision): CartActionResult {
  if (decision.outcome !== 'set') return { ok: false, message: decision.message };
  setLine(section, id, decision.quantity);
  return { ok: true, message: decision.message };
}

/**
 * SPEC §4 Cart: the line changes on screen first, then on the server; the server's cart then becomes
 * the cart, or on failure the line goes back to what it was and the shopper is told why.
 */
async function changeOnServer(
  section: Section,
  decision: Extract<CartDecision, { outcome: 'set' }>,
  change: CartLineChange,
  failureMessage: (error: unknown) => string,
): Promise<CartActionResult> {
  const changeEpoch = epoch;
  const before = getCart()[section][change.id] ?? 0;
  setLine(section, change.id, decision.quantity);
  pendingChanges += 1;
  try {
    const { cartData, message } = await changeCartLine(change);
    if (changeEpoch === epoch) {
      // The whole answer becomes the cart unless that would hide something: another change still
      // under way (it brings its own answer) or visitor lines still waiting to be merged.
      if (pendingChanges === 1 && unmergedVisitorCart === null) {
        setCart(cartData);
        // The answer is the server's cart, so a load that failed earlier no longer matters.
        if (status === 'error') setStatus('ready');
      } else {
        setLine(section, change.id, cartData[section][change.id] ?? 0);
      }
    }
    return { ok: true, message: message || decision.message };
  } catch (error) {
    const current = getCart()[section][change.id] ?? 0;
    if (changeEpoch === epoch && current === decision.quantity) setLine(section, change.id, before);
    return { ok: false, message: failureMessage(error) };
  } finally {
    pendingChanges -= 1;
  }
}

/** Decides with SPEC §5's rules on the cart as it is, then applies locally or through the server. */
async function change(
  section: Section,
  id: string,
  decide: (inCart: number) => CartDecision,
  serverChange: Omit<CartLineChange, 'id'>,
  failureMessage: (error: unknown) => string,
): Promise<CartActionResult> {
  if (owner !== null && syncing) await syncing;
  const decision = decide(getCart()[section][id] ?? 0);
  if (owner === null || decision.outcome !== 'set') return applyLocally(section, id, decision);
  return changeOnServer(section, decision, { ...serverChange, id }, failureMessage);
}

const refusalOr = (fallback: string) => (error: unknown) =>
  isRefusal(error) && error instanceof Error ? error.message : fallback;

/** SPEC §8: a failed product quantity update shows the error as it came. */
const rawMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Failed to update cart');

/**
 * The shopper's cart: SPEC §3's products map and deals map, with SPEC §5's rules from packages/core.
 * A visitor's cart lives on the device; a logged-in shopper's is synced to the server behind the same
 * calls (SPEC §4 Cart). Every action reports its outcome for the caller to show.
 */
export const cartActions = {
  addProduct(productId: string, requested: number, stock: number | undefined): Promise<CartActionResult> {
    return change(
      'products',
      productId,
      (inCart) => decideProductAdd({ inCart, requested, stock }),
      { kind: 'product', mode: 'add', quantity: requested },
      refusalOr(failureMessages.addProduct),
    );
  },
  setProductQuantity(productId: string, requested: number, stock: number | undefined): Promise<CartActionResult> {
    return change(
      'products',
      productId,
      () => decideProductUpdate({ requested, stock }),
      { kind: 'product', mode: 'update', quantity: requested },
      rawMessage,
    );
  },
  addDeal(dealId: string, requested: number, stock: number | undefined): Promise<CartActionResult> {
    return change(
      'deals',
      dealId,
      (inCart) => decideDealAdd({ inCart, requested, stock }),
      { kind: 'deal', mode: 'add', quantity: requested },
      refusalOr(failureMessages.addDeal),
    );
  },
  setDealQuantity(dealId: string, requested: number, stock: number | undefined): Promise<CartActionResult> {
    return change(
      'deals',
      dealId,
      () => decideDealUpdate({ requested, stock }),
      { kind: 'deal', mode: 'update', quantity: requested },
      refusalOr(failureMessages.updateDeal),
    );
  },
  /** Drops lines whose product or deal no longer exists (SPEC §4 placing an order, step 3). */
  async removeMissing(existing: { products: ReadonlySet<string>; deals: ReadonlySet<string> }): Promise<number> {
    if (owner !== null && syncing) await syncing;
    const cart = getCart();
    const goneProducts = Object.keys(cart.products).filter((id) => !existing.products.has(id));
    const goneDeals = Object.keys(cart.deals).filter((id) => !existing.deals.has(id));
    const removed = goneProducts.length + goneDeals.length;
    if (removed === 0) return 0;
    setCart({
      products: Object.fromEntries(Object.entries(cart.products).filter(([id]) => existing.products.has(id))),
      deals: Object.fromEntries(Object.entries(cart.deals).filter(([id]) => existing.deals.has(id))),
    });
    if (owner !== null) {
      // The server's cart must lose them too, or the next load would bring them back. A failure
      // here is harmless: the next order attempt finds them again and removes them again.
      const removals = [
        ...goneProducts.map((id) => ({ kind: 'product' as const, mode: 'update' as const, id, quantity: 0 })),
        ...goneDeals.map((id) => ({ kind: 'deal' as const, mode: 'update' as const, id, quantity: 0 })),
      ];
      await Promise.allSettled(removals.map((removal) => changeCartLine(removal)));
    }
    return removed;
  },
  /**
   * Loads the logged-in shopper's cart from the server again (or retries a failed merge); resolves
   * with whether the cart is now in sync. A visitor's cart is always in sync.
   */
  async reload(): Promise<boolean> {
    if (owner === null) return true;
    if (syncing) await syncing;
    else if (unmergedVisitorCart) await mergeVisitorCart(unmergedVisitorCart);
    else await loadAccountCart();
    return status === 'ready';
  },
  /** The server empties the account's cart in the same step that places the order; the mirror follows. */
  clearAfterOrder(): void {
    clearCart();
  },
};

// ---- Hooks -----------------------------------------------------------------------------------------

function subscribeToView(listener: () => void) {
  const unsubscribe = subscribeToCart(listener);
  retainSync();
  return () => {
    unsubscribe();
    releaseSync();
  };
}

const getView = () => heldView ?? getCart();

export function useCart(): StoredCart {
  return useSyncExternalStore(subscribeToView, getView, getView);
}

function subscribeToStatus(listener: () => void) {
  statusListeners.add(listener);
  retainSync();
  return () => {
    statusListeners.delete(listener);
    releaseSync();
  };
}

// Before the first subscriber starts syncing, a live session means the server's cart is yet to come.
const getStatus = (): CartSyncStatus => (subscribers > 0 ? status : readSession(getToken()) ? 'loading' : 'ready');

/** Whether the cart shown can be trusted yet (see CartSyncStatus); pages that check out wait for 'ready'. */
export function useCartSyncStatus(): CartSyncStatus {
  return useSyncExternalStore(subscribeToStatus, getStatus, getStatus);
}
