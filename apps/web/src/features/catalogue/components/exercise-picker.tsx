import type { ExerciseSummary } from '@lifeorbit/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useExerciseSearch } from '../api/search-exercises';

/**
 * The matches of an exercise search as buttons, each naming the exercise and what tells it apart; skeletons while the
 * first answer comes, and the caller's texts when it fails or finds nothing. The member's picker and the admin's
 * exercise field both list their results with it.
 */
export function ExerciseOptions<T extends { id: string; name: string }>({
  items,
  isPending,
  isError,
  isFetching,
  detailOf,
  onPick,
  texts,
  className,
}: {
  items: readonly T[];
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  detailOf: (exercise: T) => string | null | undefined;
  onPick: (exercise: T) => void;
  texts: { results: string; noResults: string; failed: string };
  className?: string;
}) {
  if (isPending) {
    return (
      <div className={cn('flex flex-col gap-2', className)} aria-hidden>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className={cn('text-sm text-destructive', className)}>
        {texts.failed}
      </p>
    );
  }
  if (items.length === 0)
    return <p className={cn('py-6 text-center text-sm text-muted', className)}>{texts.noResults}</p>;
  return (
    <ul aria-label={texts.results} aria-busy={isFetching} className={cn('flex flex-col gap-1', className)}>
      {items.map((exercise) => {
        const detail = detailOf(exercise);
        return (
          <li key={exercise.id}>
            <button
              type="button"
              onClick={() => onPick(exercise)}
              className="flex min-h-12 w-full items-center gap-3 rounded-[8px] px-3 py-2 text-left hover:bg-raised focus-visible:bg-raised"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{exercise.name}</span>
                {detail ? <span className="block truncate text-xs text-muted">{detail}</span> : null}
              </span>
              <Plus className="size-5 shrink-0 text-accent" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export interface ExercisePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (exercise: ExerciseSummary) => void;
  /**
   * The equipment a place has (a workout at a gym, issue 20): a switch, on at first, shows only the exercises it can
   * do (and those that need no equipment).
   */
  equipmentFilter?: { ids: readonly string[]; label: string };
}

/**
 * The member's exercise picker (a template's exercises, the workout page's Add exercise): finds an exercise by any of
 * its names or aliases, in any language, and hands it over. The pages that need it pass it to their features. It
 * waits for its texts itself instead of suspending, so the page that opens it is never swapped for a skeleton.
 */
export function ExercisePicker({ open, onOpenChange, onPick, equipmentFilter }: ExercisePickerProps) {
  const { t, ready } = useTranslation(['catalogue', 'common'], { useSuspense: false });
  const lang = useAppLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const results = useExerciseSearch(q, lang, open);
  const [onlyThere, setOnlyThere] = useState(true);
  const found = results.data?.items ?? [];
  const items =
    equipmentFilter && onlyThere
      ? found.filter((exercise) => !exercise.equipment || equipmentFilter.ids.includes(exercise.equipment.id))
      : found;

  const close = (next: boolean) => {
    if (!next) setText('');
    onOpenChange(next);
  };
  const pick = (exercise: ExerciseSummary) => {
    onPick(exercise);
    close(false);
  };

  if (!ready) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('catalogue:picker.title')}
      closeLabel={t('common:close')}
      className="md:h-[min(40rem,85dvh)]"
    >
      <div className="flex flex-col gap-3">
        <Label htmlFor={`${id}-q`}>{t('catalogue:picker.search')}</Label>
        <SearchInput
          id={`${id}-q`}
          enterKeyHint="done"
          placeholder={t('catalogue:picker.placeholder')}
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
        {equipmentFilter ? (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-accent)]"
              checked={onlyThere}
              onChange={(event) => setOnlyThere(event.target.checked)}
            />
            {equipmentFilter.label}
          </label>
        ) : null}
        <ExerciseOptions
          items={items}
          isPending={results.isPending}
          isError={results.isError}
          // Busy while the typing has not settled into a search yet, too: the list on screen is the last query's.
          isFetching={results.isFetching || q !== text.trim()}
          detailOf={(exercise) =>
            exercise.isCustom
              ? t('catalogue:picker.custom')
              : [exercise.primaryMuscle?.name, exercise.equipment?.name].filter(Boolean).join(' · ')
          }
          onPick={pick}
          texts={{
            results: t('catalogue:picker.results'),
            noResults: t('catalogue:picker.noResults', { query: q }),
            failed: t('catalogue:picker.failed'),
          }}
        />
      </div>
    </Dialog>
  );
}
