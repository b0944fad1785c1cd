/**
 * Browser storage for the few things docs/product.md §3 keeps on the device. Every read tolerates a missing,
 * corrupt or unavailable store (private modes can throw on access) and falls back to "nothing saved".
 */

export const localKeys = {
  token: 'token',
  cart: 'cart',
  orderFormDraft: 'order-form-draft',
  /** The console's chime on new orders, a setting of this device: 'on', or off when absent. */
  consoleChime: 'console-chime',
} as const;

export const sessionKeys = {
  redirectAfterLogin: 'redirect-after-login',
  /** The discount code the shopper applied in the cart, which checkout applies too. */
  discountCode: 'discount-code',
} as const;

export type LocalKey = (typeof localKeys)[keyof typeof localKeys];

type Listener = () => void;
const listeners = new Map<LocalKey, Set<Listener>>();

function notify(key: LocalKey) {
  for (const listener of listeners.get(key) ?? []) listener();
}

function isLocalKey(key: string): key is LocalKey {
  return (Object.values(localKeys) as string[]).includes(key);
}

function onStorageEvent(event: StorageEvent) {
  if (event.storageArea !== null && event.storageArea !== safeLocalStorage()) return;
  // A null key means another tab cleared the whole store.
  if (event.key === null) {
    for (const key of listeners.keys()) notify(key);
  } else if (isLocalKey(event.key)) {
    notify(event.key);
  }
}

/**
 * Calls `listener` whenever `key` changes in this tab (through this module) or in another tab
 * (the `storage` event), which is what useSyncExternalStore needs.
 */
export function subscribeToKey(key: LocalKey, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  const wasIdle = [...listeners.values()].every((s) => s.size === 0);
  set.add(listener);
  if (wasIdle && typeof window !== 'undefined') window.addEventListener('storage', onStorageEvent);
  return () => {
    set.delete(listener);
    const idle = [...listeners.values()].every((s) => s.size === 0);
    if (idle && typeof window !== 'undefined') window.removeEventListener('storage', onStorageEvent);
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Any key of the store, the console's drafts' included; null when absent or unreadable. */
function readStored(key: string): string | null {
  try {
    return safeLocalStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readLocal(key: LocalKey): string | null {
  return readStored(key);
}

export function writeLocal(key: LocalKey, value: string | null): void {
  try {
    const store = safeLocalStorage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value lives only as long as the page.
  }
  notify(key);
}

function readJson(key: string): unknown {
  const raw = readStored(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---- Login token ---------------------------------------------------------------------------------

export function getToken(): string | null {
  const token = readLocal(localKeys.token)?.trim();
  return token ? token : null;
}

export function setToken(token: string): void {
  writeLocal(localKeys.token, token);
}

export function removeToken(): void {
  writeLocal(localKeys.token, null);
}

// ---- Visitor cart --------------------------------------------------------------------------------

export interface StoredCart {
  products: Record<string, number>;
  deals: Record<string, number>;
}

export const emptyCart: StoredCart = Object.freeze({
  products: Object.freeze({}),
  deals: Object.freeze({}),
}) as StoredCart;

/** Keeps only positive whole quantities under non-empty ids; anything else was never a cart line. */
function readQuantities(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  const quantities: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(value)) {
    if (id && typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0) {
      quantities[id] = quantity;
    }
  }
  return quantities;
}

export function parseCart(raw: string | null): StoredCart {
  if (raw === null) return emptyCart;
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return emptyCart;
  }
  if (!isRecord(value)) return emptyCart;
  return { products: readQuantities(value.products), deals: readQuantities(value.deals) };
}

let cachedCartRaw: string | null = null;
let cachedCart: StoredCart = emptyCart;

/** Returns the same object while the stored text is unchanged, so it can be a useSyncExternalStore snapshot. */
export function getCart(): StoredCart {
  const raw = readLocal(localKeys.cart);
  if (raw !== cachedCartRaw) {
    cachedCartRaw = raw;
    cachedCart = parseCart(raw);
  }
  return cachedCart;
}

export function setCart(cart: StoredCart): void {
  writeLocal(localKeys.cart, JSON.stringify({ products: readQuantities(cart.products), deals: readQuantities(cart.deals) }));
}

export function clearCart(): void {
  writeLocal(localKeys.cart, null);
}

export function subscribeToCart(listener: Listener): () => void {
  return subscribeToKey(localKeys.cart, listener);
}

// ---- Order form draft ----------------------------------------------------------------------------

/** The delivery form's fields as typed so far; only string values survive a reload. */
export type OrderFormDraft = Record<string, string>;

export function getOrderFormDraft(): OrderFormDraft {
  const value = readJson(localKeys.orderFormDraft);
  if (!isRecord(value)) return {};
  const draft: OrderFormDraft = {};
  for (const [field, text] of Object.entries(value)) {
    if (typeof text === 'string') draft[field] = text;
  }
  return draft;
}

export function setOrderFormDraft(draft: OrderFormDraft): void {
  writeLocal(localKeys.orderFormDraft, JSON.stringify(draft));
}

export function clearOrderFormDraft(): void {
  writeLocal(localKeys.orderFormDraft, null);
}

// ---- Console form drafts -------------------------------------------------------------------------

/**
 * What the owner typed into a console form and has not saved, under one key per form
 * ('product:abc', 'delivery-settings'), so a refresh or a crash does not lose it. The console reads
 * the values back into its own form, which decides what they mean.
 */
export interface ConsoleDraft {
  values: unknown;
  /** What the form held as saved when the draft was typed: the fields that differ from it are the owner's changes. */
  base: unknown;
  /** When it was last written, epoch milliseconds. */
  at: number;
}

const consoleDraftPrefix = 'console-draft:';
/** Older drafts are forgotten: after two weeks the form has surely moved on. */
const CONSOLE_DRAFT_DAYS = 14;

export function readConsoleDraft(name: string, now = Date.now()): ConsoleDraft | null {
  const value = readJson(consoleDraftPrefix + name);
  if (!isRecord(value) || typeof value.at !== 'number' || !('values' in value)) return null;
  if (now - value.at > CONSOLE_DRAFT_DAYS * 86_400_000) return null;
  return { values: value.values, base: value.base, at: value.at };
}

export function writeConsoleDraft(name: string, draft: ConsoleDraft | null): void {
  try {
    const store = safeLocalStorage();
    if (draft === null) store?.removeItem(consoleDraftPrefix + name);
    else store?.setItem(consoleDraftPrefix + name, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the leave warning still guards the typed text.
  }
}

/** At sign-out: what was typed belongs to the session that typed it. */
export function clearConsoleDrafts(): void {
  try {
    const store = safeLocalStorage();
    if (!store) return;
    const names = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(consoleDraftPrefix) ?? false,
    );
    for (const key of names) store.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

// ---- Redirect after login (session storage) ------------------------------------------------------

/** Only same-site paths are kept, so a crafted value can never send the shopper to another origin. */
function isSafeAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function setRedirectAfterLogin(path: string): void {
  if (!isSafeAppPath(path)) return;
  try {
    safeSessionStorage()?.setItem(sessionKeys.redirectAfterLogin, path);
  } catch {
    // Without session storage the shopper simply lands on / after login.
  }
}

export function getRedirectAfterLogin(): string | null {
  try {
    const path = safeSessionStorage()?.getItem(sessionKeys.redirectAfterLogin) ?? null;
    return path !== null && isSafeAppPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Reads and forgets the path in one step, so a later login does not jump there again. */
export function takeRedirectAfterLogin(): string | null {
  const path = getRedirectAfterLogin();
  try {
    safeSessionStorage()?.removeItem(sessionKeys.redirectAfterLogin);
  } catch {
    // Nothing to forget.
  }
  return path;
}

// ---- Applied discount code (session storage) -----------------------------------------------------

/** The code's text as kept; whether it can be a code at all is the discount rules' to say, which every page need not load. */
export function getDiscountCode(): string | null {
  try {
    return safeSessionStorage()?.getItem(sessionKeys.discountCode) || null;
  } catch {
    return null;
  }
}

export function setDiscountCode(code: string | null): void {
  try {
    const store = safeSessionStorage();
    if (code === null) store?.removeItem(sessionKeys.discountCode);
    else store?.setItem(sessionKeys.discountCode, code);
  } catch {
    // Without session storage the code lasts as long as the page that applied it.
  }
}
