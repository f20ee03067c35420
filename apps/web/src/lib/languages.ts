import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, LanguagesResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

/** Shown before the first answer arrives, so the picker never renders empty (same rows as the seeded table). */
export const FALLBACK_LANGUAGES: Language[] = [
  { code: 'en', name: 'English', nativeName: 'English', flagEmoji: '🇬🇧' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flagEmoji: '🇪🇸' },
  { code: 'ro', name: 'Romanian', nativeName: 'Română', flagEmoji: '🇷🇴' },
];

export const languagesQueryOptions = queryOptions({
  queryKey: ['languages'],
  queryFn: async () => (await api.get<LanguagesResponse>('/api/languages')).languages,
});

export function useLanguages() {
  return useQuery({ ...languagesQueryOptions, placeholderData: FALLBACK_LANGUAGES });
}
