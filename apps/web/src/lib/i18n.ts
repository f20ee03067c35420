import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'es', 'ro'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'lang';
export const NAMESPACES = ['common', 'auth', 'shell', 'routes', 'settings', 'landing', 'admin'] as const;

// English ships in the main bundle (it is the fallback); the other languages load when chosen.
const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Record<string, unknown>>(['../locales/es/*.json', '../locales/ro/*.json'], {
  import: 'default',
});

function namespaceOf(file: string): string {
  return file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
}

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

async function loadLanguage(lang: AppLanguage): Promise<void> {
  if (lang === 'en' || i18next.hasResourceBundle(lang, 'common')) return;
  const entries = Object.entries(others).filter(([file]) => file.includes(`/locales/${lang}/`));
  const bundles = await Promise.all(entries.map(async ([file, load]) => [namespaceOf(file), await load()] as const));
  for (const [ns, bundle] of bundles) i18next.addResourceBundle(lang, ns, bundle, true, true);
}

export async function initI18n(lang: AppLanguage = detectLanguage()): Promise<typeof i18next> {
  const resources: Resource = { en: {} };
  for (const [file, bundle] of Object.entries(english)) resources.en![namespaceOf(file)] = bundle;
  await i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(lang, { persist: false });
  return i18next;
}

/** Switches the language (loading its texts first), stores it in local storage and sets <html lang>. */
export async function changeLanguage(lang: AppLanguage, options: { persist?: boolean } = {}): Promise<void> {
  await loadLanguage(lang);
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
