import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ExerciseOptions } from '@/features/catalogue/components/exercise-picker';
import { useAdminExercises } from '../api/list-exercises';
import { useAppLanguage } from '@/lib/use-app-language';

export interface PickedExercise {
  id: string;
  name: string;
}

/**
 * A form field that picks a catalogue exercise by name or alias (the admin's list, not the member's own exercises);
 * the chosen one shows as a chip that can be cleared. Its matches are listed like the member picker's.
 */
export function ExerciseField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: PickedExercise | null;
  onChange: (exercise: PickedExercise | null) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const lang = useAppLanguage();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const results = useAdminExercises({ q, muscle: '', equipment: '', pattern: '', missing: '', page: 1 }, lang);

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{label}</span>
        <div className="flex min-h-11 items-center gap-2 rounded-[8px] border border-border bg-surface px-3">
          <span className="flex-1 truncate text-sm">{value.name}</span>
          <Button variant="ghost" size="icon" aria-label={t('picker.clear')} onClick={() => onChange(null)}>
            <X aria-hidden strokeWidth={1.75} />
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <SearchInput
        id={id}
        placeholder={t('picker.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {q ? (
        <ExerciseOptions
          items={results.data?.items.slice(0, 8) ?? []}
          isPending={results.isPending}
          isError={results.isError}
          isFetching={results.isFetching}
          detailOf={(exercise) => exercise.equipment?.name}
          onPick={(exercise) => {
            onChange({ id: exercise.id, name: exercise.name });
            setText('');
          }}
          texts={{ results: t('picker.results'), noResults: t('picker.none'), failed: t('errors.network') }}
          className="max-h-72 overflow-y-auto rounded-[8px] border border-border bg-raised p-1"
        />
      ) : null}
    </div>
  );
}
