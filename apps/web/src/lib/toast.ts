import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner), loaded the first time one is shown: most visits show none, and the library is a
 * tenth of the first load's budget. The app's <Toasts /> outlet mounts sonner's Toaster once it has
 * loaded; sonner shows it the toasts raised before it mounted.
 */
type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const onLoadListeners = new Set<(sonner: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((sonner) => {
    loaded = sonner;
    for (const listener of onLoadListeners) listener(sonner);
    onLoadListeners.clear();
    return sonner;
  });
  return loading;
}

/** Calls `listener` with sonner once it has loaded (at once if it has); returns the unsubscribe. */
export function whenToastsLoad(listener: (sonner: Sonner) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  onLoadListeners.add(listener);
  return () => onLoadListeners.delete(listener);
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(kind: ToastKind) {
  return (message: string, options?: ExternalToast) => {
    void loadSonner().then((sonner) => sonner.toast[kind](message, options));
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
