import type { ExternalToast, toast as sonnerToast } from 'sonner';
import type { ReactNode } from 'react';

/**
 * sonner's `toast.success` / `toast.error`, loaded on the first toast: no page needs sonner's 9 KB (gzipped) to
 * render, and most visits show no toast at all (ADR 014). The first call also asks <Providers> to mount the toaster;
 * sonner keeps toasts made before its toaster subscribes and shows them when it does. Every toast goes through here
 * (ESLint refuses `sonner` elsewhere), or it would wait for a toaster nobody mounted.
 */

type Kind = 'success' | 'error';

let isToasterWanted = false;
const listeners = new Set<() => void>();
let sonnerLoading: Promise<{ toast: typeof sonnerToast }> | null = null;

function show(kind: Kind, message: ReactNode, options?: ExternalToast): void {
  if (!isToasterWanted) {
    isToasterWanted = true;
    for (const listener of listeners) listener();
  }
  sonnerLoading ??= import('sonner');
  sonnerLoading.then(
    (sonner) => sonner.toast[kind](message, options),
    (error: unknown) => {
      // Offline before the service worker kept it: the next toast tries again.
      sonnerLoading = null;
      console.error('The toaster could not load', error);
    },
  );
}

export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
};

/** For useSyncExternalStore in <Providers>: whether a toast was asked for yet. */
export function subscribeToToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getIsToasterWanted(): boolean {
  return isToasterWanted;
}
