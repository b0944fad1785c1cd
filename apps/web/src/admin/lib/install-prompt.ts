import { useSyncExternalStore } from 'react';

/** Chrome's and Edge's offer to install the console as an app (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the Notifications screen's button. Called as the console loads:
 * the browser makes its offer once, early, whichever screen is open.
 */
export function keepInstallOffer(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the owner's own tap rather than shown as the browser's banner over her work.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the console now, and the tap that asks it to. */
export function useInstallOffer(): { canInstall: boolean; install: () => Promise<void> } {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  return {
    canInstall: current !== null,
    install: async () => {
      if (!current) return;
      await current.prompt();
      await current.userChoice;
      // An offer answers once, yes or no.
      offer = null;
      changed();
    },
  };
}

/** Opened from the Home Screen or as an installed app, not in a browser tab. */
export function isInstalledApp(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}
