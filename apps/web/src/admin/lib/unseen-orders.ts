import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the console heard of while the owner was not looking at the order list (another screen, or
 * another tab): shown in the tab's title as "(2) Orders" until she looks.
 */
let unseen = 0;
let watchers = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getUnseen = () => unseen;
const isWatched = () => watchers > 0 && document.visibilityState === 'visible';

/** An event the owner has not seen yet, unless the order list is on screen now. */
export function noteUnseenOrder(): void {
  if (isWatched()) return;
  unseen += 1;
  notify();
}

function markSeen() {
  if (unseen === 0 || !isWatched()) return;
  unseen = 0;
  notify();
}

export function useUnseenOrders(): number {
  return useSyncExternalStore(subscribe, getUnseen, getUnseen);
}

/** For the order list: while it is on screen and the tab visible, everything counts as seen. */
export function useOrdersOnScreen(): void {
  useEffect(() => {
    watchers += 1;
    markSeen();
    document.addEventListener('visibilitychange', markSeen);
    return () => {
      watchers -= 1;
      document.removeEventListener('visibilitychange', markSeen);
    };
  }, []);
}
