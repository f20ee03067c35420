import {
  ITEM_GOALS,
  ITEM_KINDS,
  ITEM_LEVELS,
  ITEM_SORTS,
  type ItemGoal,
  type ItemKind,
  type ItemLevel,
  type ItemSort,
} from '@lifeorbit/contracts/marketplace';

/** Discover's filters as they live in the page's address (so a filtered list can be shared and survives a reload). */
export interface DiscoverFilters {
  q: string;
  kind: ItemKind | '';
  level: ItemLevel | '';
  goal: ItemGoal | '';
  days: string;
  /** Written in: the member's own language unless they ask for another, or for any. */
  language: 'en' | 'es' | 'ro' | 'any';
  sort: ItemSort;
  /** Equipment ids: only items whose exercises need nothing else. */
  equipment: string[];
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value && (list as readonly string[]).includes(value) ? (value as T) : '';

export function filtersFrom(params: URLSearchParams, ownLanguage: 'en' | 'es' | 'ro'): DiscoverFilters {
  const days = params.get('days') ?? '';
  return {
    q: params.get('q') ?? '',
    kind: oneOf(ITEM_KINDS, params.get('kind')),
    level: oneOf(ITEM_LEVELS, params.get('level')),
    goal: oneOf(ITEM_GOALS, params.get('goal')),
    days: /^[1-7]$/.test(days) ? days : '',
    language: oneOf(['en', 'es', 'ro', 'any'] as const, params.get('language')) || ownLanguage,
    sort: oneOf(ITEM_SORTS, params.get('sort')) || 'popular',
    equipment: (params.get('equipment') ?? '').split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
  };
}

/** The API's query string for the filters, in the viewer's language. */
export function discoverQuery(filters: DiscoverFilters, lang: string): string {
  const query = new URLSearchParams({ lang, sort: filters.sort, limit: '20' });
  for (const key of ['q', 'kind', 'level', 'goal', 'days'] as const) {
    const value = filters[key].trim();
    if (value) query.set(key, value);
  }
  if (filters.language !== 'any') query.set('language', filters.language);
  if (filters.equipment.length > 0) query.set('equipment', filters.equipment.join(','));
  return query.toString();
}
