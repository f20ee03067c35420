import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface LifeAreaOptions {
  categories: { id: string; name: string; color: string }[];
  subcategories: { id: string; categoryId: string; name: string }[];
}

/** The life areas an entry concerns: a category, and any of its subcategories once the category is chosen. */
export function LifeAreaPicker({
  options,
  categoryIds,
  subcategoryIds,
  onChange,
}: {
  options: LifeAreaOptions;
  categoryIds: string[];
  subcategoryIds: string[];
  onChange: (value: { categoryIds: string[]; subcategoryIds: string[] }) => void;
}) {
  const { t } = useTranslation('journal');
  const labelId = useId();
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const toggleCategory = (id: string) => {
    const next = toggle(categoryIds, id);
    const kept = subcategoryIds.filter((sub) =>
      next.includes(options.subcategories.find((s) => s.id === sub)?.categoryId ?? ''),
    );
    onChange({ categoryIds: next, subcategoryIds: kept });
  };
  const chip = (isOn: boolean) =>
    cn(
      'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors duration-150',
      isOn ? 'border-text bg-raised font-medium text-text' : 'border-border text-muted hover:bg-raised',
    );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={labelId} className="mb-1.5 text-sm font-medium text-text">
        {t('form.lifeAreas')}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.categories.map((category) => {
          const isOn = categoryIds.includes(category.id);
          return (
            <button
              key={category.id}
              type="button"
              aria-pressed={isOn}
              onClick={() => toggleCategory(category.id)}
              className={chip(isOn)}
            >
              <span className="size-2.5 rounded-full" style={{ background: `hsl(${category.color})` }} aria-hidden />
              {category.name}
            </button>
          );
        })}
      </div>
      {options.categories
        .filter((category) => categoryIds.includes(category.id))
        .map((category) => (
          <div key={category.id} className="flex flex-wrap gap-1.5 pl-3" aria-label={category.name} role="group">
            {options.subcategories
              .filter((sub) => sub.categoryId === category.id)
              .map((sub) => {
                const isOn = subcategoryIds.includes(sub.id);
                return (
                  <button
                    key={sub.id}
                    type="button"
                    aria-pressed={isOn}
                    onClick={() => onChange({ categoryIds, subcategoryIds: toggle(subcategoryIds, sub.id) })}
                    className={chip(isOn)}
                  >
                    {sub.name}
                  </button>
                );
              })}
          </div>
        ))}
    </fieldset>
  );
}
