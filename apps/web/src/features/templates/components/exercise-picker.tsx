import type { ExerciseSummary } from '@lifeorbit/contracts';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useExerciseSearch } from '../api/search-exercises';

/** Finds an exercise by any of its names or aliases (in any language) and hands it to the editor. */
export function ExercisePicker({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (exercise: ExerciseSummary) => void;
}) {
  const { t, i18n } = useTranslation(['templates', 'common']);
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const results = useExerciseSearch(q, i18n.language, open);
  const items = results.data?.items ?? [];

  const pick = (exercise: ExerciseSummary) => {
    onPick(exercise);
    setText('');
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('picker.title')} closeLabel={t('common:close')}>
      <div className="flex flex-col gap-3">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            strokeWidth={1.75}
            aria-hidden
          />
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('picker.search')}
          </label>
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-10"
            autoComplete="off"
            enterKeyHint="done"
            placeholder={t('picker.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter takes the best match, so a keyboard user can add an exercise without leaving the box.
              if (event.key === 'Enter' && items[0] && q === text.trim()) {
                event.preventDefault();
                pick(items[0]);
              }
            }}
          />
        </div>
        {results.isPending ? (
          <div aria-hidden className="flex flex-col gap-2">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : results.isError ? (
          <p role="alert" className="text-sm text-text">
            {t('picker.failed')}
          </p>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('picker.none')}</p>
        ) : (
          <ul aria-label={t('picker.results')} className="-mx-2 flex flex-col">
            {items.map((exercise) => (
              <li key={exercise.id}>
                <button
                  type="button"
                  onClick={() => pick(exercise)}
                  className="flex min-h-12 w-full flex-col justify-center rounded-[8px] px-2 py-1.5 text-left hover:bg-raised focus-visible:bg-raised"
                >
                  <span className="font-medium text-text">{exercise.name}</span>
                  <span className="text-sm text-muted">
                    {[exercise.primaryMuscle?.name, exercise.equipment?.name].filter(Boolean).join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
