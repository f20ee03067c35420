import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminExercises } from '../api/list-exercises';
import { useAdminLanguage } from '../lib/use-admin-language';

export interface PickedExercise {
  id: string;
  name: string;
}

/** Finds a catalogue exercise by name or alias; the chosen one shows as a chip that can be cleared. */
export function ExercisePicker({
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
  const lang = useAdminLanguage();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const results = useAdminExercises({ q, muscle: '', equipment: '', pattern: '', missing: '', page: 1 }, lang);
  const items = q ? (results.data?.items.slice(0, 8) ?? []) : [];

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
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-3 left-3 size-5 text-muted"
          strokeWidth={1.75}
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          className="pl-10"
          placeholder={t('picker.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {q ? (
        <ul
          aria-label={t('picker.results')}
          className="max-h-72 overflow-y-auto rounded-[8px] border border-border bg-raised text-sm"
        >
          {items.length === 0 && !results.isFetching ? (
            <li className="px-3 py-2 text-muted">{t('picker.none')}</li>
          ) : null}
          {items.map((exercise) => (
            <li key={exercise.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center px-3 text-left hover:bg-border/60"
                onClick={() => {
                  onChange({ id: exercise.id, name: exercise.name });
                  setText('');
                }}
              >
                {exercise.name}
                <span className="ml-2 truncate text-xs text-muted">{exercise.equipment?.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
