import { useEffect, useSyncExternalStore } from 'react';

/** The loading flags of docs/product.md §2 Header; while any is on, the full-screen spinner shows. */
export const loadingFlags = ['products', 'deals', 'general', 'cart', 'reviews', 'user'] as const;
export type LoadingFlag = (typeof loadingFlags)[number];

export const loadingMessages: Record<LoadingFlag, string> = {
  products: 'Loading products...',
  deals: 'Loading deals...',
  general: 'Loading...',
  cart: 'Loading your cart...',
  reviews: 'Loading reviews...',
  user: 'Loading your account...',
};

// Each flag counts its holders, so two components loading products keep the flag on until both finish.
const holders = new Map<LoadingFlag, Set<symbol>>();
const listeners = new Set<() => void>();
let active: readonly LoadingFlag[] = [];

function publish() {
  active = loadingFlags.filter((flag) => (holders.get(flag)?.size ?? 0) > 0);
  for (const listener of listeners) listener();
}

/** Turns `flag` on until the returned function is called; for code that is not a component. */
export function holdLoadingFlag(flag: LoadingFlag): () => void {
  const holder = Symbol(flag);
  let set = holders.get(flag);
  if (!set) {
    set = new Set();
    holders.set(flag, set);
  }
  set.add(holder);
  publish();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders.get(flag)?.delete(holder);
    publish();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getActive = () => active;

/** Keeps `flag` on while `on` is true and this component is mounted. */
export function useLoadingFlag(flag: LoadingFlag, on: boolean): void {
  useEffect(() => {
    if (!on) return undefined;
    return holdLoadingFlag(flag);
  }, [flag, on]);
}

/** The flags that are on, in the fixed order of `loadingFlags`. */
export function useActiveLoadingFlags(): readonly LoadingFlag[] {
  return useSyncExternalStore(subscribe, getActive, getActive);
}
