import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExerciseSummary } from '@lifeorbit/contracts';
import { Dialog } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useContentLanguage } from '../api/keys';
import { useExerciseSearch } from '../api/search-exercises';

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The catalogue search of the workout page: type, tap an exercise, it is added at the end. */
export function AddExerciseDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (exercise: ExerciseSummary) => void;
}) {
  const { t } = useTranslation(['workouts', 'common']);
  const lang = useContentLanguage();
  const id = useId();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query.trim(), 250);
  const search = useExerciseSearch(debounced, lang, open);
  const items = search.data?.items ?? [];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
      title={t('workouts:add.title')}
      closeLabel={t('common:close')}
      className="md:h-[min(40rem,85dvh)]"
    >
      <div className="flex flex-col gap-3">
        <Label htmlFor={`${id}-search`}>{t('workouts:add.search')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 size-5 text-muted" aria-hidden />
          <Input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder={t('workouts:add.placeholder')}
            className="pl-10"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {search.isPending ? (
          <div className="flex flex-col gap-2" aria-hidden>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : search.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('workouts:add.failed')}
          </p>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('workouts:add.noResults', { query: debounced })}</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-busy={search.isFetching}>
            {items.map((exercise) => {
              const detail = [exercise.primaryMuscle?.name, exercise.equipment?.name].filter(Boolean).join(' · ');
              return (
                <li key={exercise.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onPick(exercise);
                      setQuery('');
                    }}
                    className="flex min-h-12 w-full items-center gap-3 rounded-[8px] px-3 py-2 text-left hover:bg-raised"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{exercise.name}</span>
                      {detail || exercise.isCustom ? (
                        <span className="block truncate text-xs text-muted">
                          {exercise.isCustom ? t('workouts:add.custom') : detail}
                        </span>
                      ) : null}
                    </span>
                    <Plus className="size-5 shrink-0 text-accent" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
