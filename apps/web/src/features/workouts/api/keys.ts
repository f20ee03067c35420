import { useTranslation } from 'react-i18next';
import { isAppLanguage, type AppLanguage } from '@/lib/i18n';

/** Query keys of the workouts feature; everything under ['workouts'] is refreshed when a workout ends. */
export const workoutKeys = {
  all: ['workouts'] as const,
  active: () => ['workouts', 'active'] as const,
  detail: (workoutId: string, lang: string) => ['workouts', 'detail', workoutId, lang] as const,
  history: (lang: string) => ['workouts', 'history', lang] as const,
  lastSet: (exerciseId: string) => ['workouts', 'last-set', exerciseId] as const,
  exerciseHistory: (exerciseId: string, excludeWorkoutId: string) =>
    ['workouts', 'exercise-history', exerciseId, excludeWorkoutId] as const,
  search: (query: string, lang: string) => ['workouts', 'exercise-search', lang, query] as const,
};

/** Every write to one workout shares this key, so a refetch waits until the last of a quick series has answered. */
export const workoutWriteKey = (workoutId: string) => ['workouts', 'write', workoutId] as const;

/** The language that names in workouts are asked in: the app's, when it is one the API knows. */
export function useContentLanguage(): AppLanguage {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isAppLanguage(lang) ? lang : 'en';
}
