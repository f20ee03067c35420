import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { useCatalogueFilters } from '../api/get-catalogue-filters';

export const EXERCISE_FILTER_KEYS = ['muscle', 'equipment', 'pattern'] as const;
export type ExerciseFilterKey = (typeof EXERCISE_FILTER_KEYS)[number];
export type ExerciseFilters = Record<ExerciseFilterKey, string>;

/** The member's search across names and aliases, the muscle, equipment and pattern filters, and a way to clear them. */
export function ExerciseSearchBar({
  lang,
  text,
  filters,
  hasFilters,
  onTextChange,
  onFilterChange,
  onClear,
}: {
  lang: string;
  text: string;
  filters: ExerciseFilters;
  /** A search or a filter is on: offer to clear them. */
  hasFilters: boolean;
  onTextChange: (text: string) => void;
  onFilterChange: (key: ExerciseFilterKey, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const filterOptions = useCatalogueFilters(lang);
  return (
    <>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          strokeWidth={1.75}
          aria-hidden
        />
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('search')}
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          className="pl-10"
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('searchPlaceholder')}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </div>
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">{t('filters.label')}</legend>
        {EXERCISE_FILTER_KEYS.map((key) => {
          const options =
            key === 'muscle'
              ? filterOptions.data?.muscles
              : key === 'equipment'
                ? filterOptions.data?.equipment
                : filterOptions.data?.patterns;
          const all = key === 'muscle' ? 'allMuscles' : key === 'equipment' ? 'allEquipment' : 'allPatterns';
          return (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="sr-only">
                {t(`filters.${key}`)}
              </label>
              <NativeSelect
                id={`${id}-${key}`}
                className="truncate pr-6 text-sm"
                value={filters[key]}
                onChange={(event) => onFilterChange(key, event.target.value)}
              >
                <option value="">{t(`filters.${all}`)}</option>
                {options?.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          );
        })}
      </fieldset>
      {hasFilters ? (
        <Button variant="link" className="self-start" onClick={onClear}>
          <X aria-hidden strokeWidth={1.75} />
          {t('filters.clear')}
        </Button>
      ) : null}
    </>
  );
}
