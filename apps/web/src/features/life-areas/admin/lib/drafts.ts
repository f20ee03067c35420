import type {
  AdminLifeNavItem,
  LifeNavTarget,
  UpdateLifeSubcategoryRequest,
} from '@lifeorbit/contracts/admin-life-areas';

export const LANGUAGES = ['en', 'es', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
type PerLanguage<T> = Record<Language, T>;
type StoredTexts = PerLanguage<string | null>;

/** A name and a description per language, as typed (blank = not translated). */
export type TextsDraft = PerLanguage<{ name: string; description: string }>;

export function textsDraftOf(names: StoredTexts, descriptions: StoredTexts): TextsDraft {
  const one = (lang: Language) => ({ name: names[lang] ?? '', description: descriptions[lang] ?? '' });
  return { en: one('en'), es: one('es'), ro: one('ro') };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function textsBody(draft: TextsDraft) {
  return {
    names: { en: draft.en.name.trim(), es: orNull(draft.es.name), ro: orNull(draft.ro.name) },
    descriptions: {
      en: orNull(draft.en.description),
      es: orNull(draft.es.description),
      ro: orNull(draft.ro.description),
    },
  };
}

/** Whether a language still lacks its name (the member sees English there). */
export const isMissing = (draft: TextsDraft, lang: Language) => !draft[lang].name.trim();

export interface NavItemDraft {
  /** Stable while the admin reorders the list (React keys, field ids). */
  key: string;
  target: LifeNavTarget;
  slug: string;
  icon: string;
  names: PerLanguage<string>;
}

/** Targets that need a category or a subcategory chosen. */
export const needsSlug = (target: LifeNavTarget) => target === 'category_dashboard' || target === 'subcategory';

export const navItemDraftOf = (item: AdminLifeNavItem): NavItemDraft => ({
  key: item.id,
  target: item.target,
  slug: needsSlug(item.target) ? item.slug : '',
  icon: item.icon,
  names: { en: item.names.en ?? '', es: item.names.es ?? '', ro: item.names.ro ?? '' },
});

export function navItemsBody(items: NavItemDraft[]): UpdateLifeSubcategoryRequest['navItems'] {
  return items.map((item) => ({
    target: item.target,
    slug: needsSlug(item.target) ? item.slug || null : null,
    icon: item.icon,
    names: { en: item.names.en.trim(), es: orNull(item.names.es), ro: orNull(item.names.ro) },
  }));
}

/** The list with one item moved up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** "" means "automatic" for a category's order; anything else must be a whole number from 0. */
export function parseOrder(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : 'invalid';
}
