import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';

export function readThemeMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark' || stored === 'system') return stored;
  } catch {
    // Storage can be disabled (private mode); the default applies.
  }
  return 'dark';
}

export function resolveTheme(mode: ThemeMode): 'light' | 'dark' {
  if (mode !== 'system') return mode;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Still apply it for this page.
  }
  const resolved = resolveTheme(mode);
  document.documentElement.classList.toggle('dark', resolved === 'dark');
  document.documentElement.classList.toggle('light', resolved === 'light');
}

const listeners = new Set<() => void>();
let currentMode: ThemeMode | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const onSystemChange = () => {
    if (readThemeMode() === 'system') applyThemeMode('system');
    listener();
  };
  media.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
  };
}

function getSnapshot(): ThemeMode {
  currentMode ??= readThemeMode();
  return currentMode;
}

export function setThemeMode(mode: ThemeMode): void {
  currentMode = mode;
  applyThemeMode(mode);
  for (const listener of listeners) listener();
}

/** The stored mode and what it resolves to now, plus a setter that persists it under `theme`. */
export function useTheme() {
  const mode = useSyncExternalStore(subscribe, getSnapshot, () => 'dark' as ThemeMode);
  return { mode, resolved: resolveTheme(mode), setMode: setThemeMode };
}
