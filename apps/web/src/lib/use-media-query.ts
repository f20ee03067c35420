import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the sidebar and header navigation from here on, the bottom tab bar below (DESIGN.md). */
export const DESKTOP_MEDIA = '(min-width: 48rem)';

/** Whether a media query matches now, following its changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
