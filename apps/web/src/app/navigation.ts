import { useSyncExternalStore } from 'react';
// React Router's own browser history (what its BrowserRouter uses), exported under UNSAFE_ as a low-level part.
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/** The browser's history that the app's router (app/router.tsx) draws. */
export const history = createBrowserHistory({ v5Compat: true });

// Whether the address changed and the page for it is not drawn yet (its code or texts still loading).
let committedKey = history.location.key;
const listeners = new Set<() => void>();
const isNavigating = () => history.location.key !== committedKey;
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const subscribeToNothing = () => () => undefined;
const idle = () => false;

/** The router tells: the address changed. */
export const markNavigating = notify;

/** The router tells: the page for the address with this key is on screen. */
export function markCommitted(key: string) {
  committedKey = key;
  notify();
}

/**
 * True while a navigation is under way (the data router's `navigation.state !== 'idle'`). With `watch` false it reads
 * nothing and redraws nothing: a component that needs it in some states only asks then.
 */
export function useIsNavigating(watch = true): boolean {
  return useSyncExternalStore(watch ? subscribe : subscribeToNothing, watch ? isNavigating : idle, idle);
}
