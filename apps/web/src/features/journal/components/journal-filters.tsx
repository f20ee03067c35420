import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import type { JournalFilters as Filters } from '../api/get-journal-entries';
import type { LifeAreaOptions } from './life-area-picker';
import { MOODS } from '../lib/mood';

/** Search by text, and filters by tag, mood and life area. */
export function JournalFilters({
  text,
  onTextChange,
  filters,
  onChange,
  tags,
  lifeAreas,
}: {
  text: string;
  onTextChange: (text: string) => void;
  filters: Filters;
  onChange: (filters: Filters) => void;
  tags: string[];
  lifeAreas: LifeAreaOptions;
}) {
  const { t } = useTranslation('journal');
  const ids = { q: useId(), tag: useId(), mood: useId(), area: useId() };
  const label = 'mb-1 block text-xs font-medium text-muted';
  return (
    <div role="search" className="grid grid-cols-2 gap-2 md:grid-cols-4">
      <div className="col-span-2 md:col-span-1">
        <label htmlFor={ids.q} className={label}>
          {t('filters.search')}
        </label>
        <SearchInput id={ids.q} value={text} onChange={(e) => onTextChange(e.target.value)} />
      </div>
      <div>
        <label htmlFor={ids.tag} className={label}>
          {t('filters.tag')}
        </label>
        <NativeSelect
          id={ids.tag}
          value={filters.tag ?? ''}
          onChange={(e) => onChange({ ...filters, tag: e.target.value || undefined })}
        >
          <option value="">{t('filters.any')}</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              #{tag}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor={ids.mood} className={label}>
          {t('filters.mood')}
        </label>
        <NativeSelect
          id={ids.mood}
          value={filters.mood ?? ''}
          onChange={(e) => onChange({ ...filters, mood: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t('filters.any')}</option>
          {MOODS.map((m) => (
            <option key={m} value={m}>
              {m} – {t(`mood.${m}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor={ids.area} className={label}>
          {t('filters.lifeArea')}
        </label>
        <NativeSelect
          id={ids.area}
          value={filters.category ?? ''}
          onChange={(e) => onChange({ ...filters, category: e.target.value || undefined })}
        >
          <option value="">{t('filters.any')}</option>
          {lifeAreas.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
