import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'es', 'ro'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'lang';
// Every namespace of every language is its own small chunk, loaded when a page first asks for it (react-i18next
// suspends meanwhile), so the entry bundle carries no texts and a new area's texts cost nothing elsewhere.
const loaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

/** All namespaces, derived from the English files (a new `locales/en/x.json` is picked up automatically). */
export const NAMESPACES: string[] = Object.keys(loaders)
  .filter((file) => file.includes('/locales/en/'))
  .map((file) =>
    file
      .split('/')
      .pop()!
      .replace(/\.json$/, ''),
  );

const lazyLocales = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: Record<string, unknown> | null) => void) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error, null),
    );
  },
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function detectLanguage(): AppLanguage {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isAppLanguage(stored)) return stored;
  } catch {
    // Storage disabled: fall through to the browser's language.
  }
  const fromBrowser = navigator.language?.slice(0, 2);
  return isAppLanguage(fromBrowser) ? fromBrowser : 'en';
}

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

/**
 * Starts loading a page's texts once i18next has started, beside the page's code rather than after it: a component
 * asks its namespace only when drawn, so otherwise each level of the page (shell, page, its parts) waits for its own
 * texts in turn (issue 15). Resolves when they are in; a failure is left to the component that asks.
 */
export function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  // The files are fetched now, not once i18next has its first namespace: a module fetched twice is fetched once, so
  // i18next's own read below finds them on their way (at start, the page's texts load beside `common`, not after it).
  const language = i18next.isInitialized ? i18next.language : detectLanguage();
  for (const namespace of namespaces)
    void loaders[`../locales/${language}/${namespace}.json`]?.().catch(() => undefined);
  return ready.then(() => i18next.loadNamespaces([...namespaces])).catch(() => undefined);
}

export async function initI18n(lang: AppLanguage = detectLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: lang,
        // No fallback language: locales.test.ts holds every key in every language, and a fallback would make a Spanish
        // or Romanian member download the English texts of every namespace as well (ADR 020).
        fallbackLng: false,
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  await changeLanguage(lang, { persist: false });
  markReady();
  return i18next;
}

/** Switches the language (loading its texts first), stores it in local storage and sets <html lang>. */
export async function changeLanguage(lang: AppLanguage, options: { persist?: boolean } = {}): Promise<void> {
  // i18next loads every namespace already in use for the new language before it switches.
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  if (options.persist !== false) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      // Not stored; the profile still remembers it for signed-in members.
    }
  }
}

export { i18next };
