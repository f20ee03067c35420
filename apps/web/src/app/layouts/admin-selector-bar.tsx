import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NativeSelect } from '@/components/ui/input';
import { useCategories } from '@/features/life-areas/api/get-categories';
import { useSubcategories } from '@/features/life-areas/api/get-subcategories';
import { DESKTOP_MEDIA, useMediaQuery } from '@/lib/use-media-query';

export const ADMIN_CLASSES = ['ambassadors', 'battles', 'ops', 'gyms', 'users', 'settings'] as const;

/** The spec's default subcat is "fitness", the fitness-exercise subcategory. */
const normaliseSub = (slug: string | null) => (slug === 'fitness' ? 'fitness-exercise' : slug);

/**
 * Spec §2: the admin selectors live in the query string: life_cat (default health), subcat (default fitness) and
 * class (default ambassadors, only for health). Choosing a life category resets the subcategory to its first one.
 * The admin shell shows it only on the pages it applies to; on a phone it is folded into one line.
 */
export function AdminSelectorBar() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const subcategories = useSubcategories();
  const lifeCat = params.get('life_cat') ?? 'health';
  const subcat = normaliseSub(params.get('subcat')) ?? 'fitness-exercise';
  const adminClass = params.get('class') ?? 'ambassadors';
  const subsOfCategory = (subcategories.data ?? []).filter((s) => s.categorySlug === lifeCat);
  const chosenCategory = (categories.data ?? []).find((c) => c.slug === lifeCat);
  const chosenSub = subsOfCategory.find((s) => s.slug === subcat);
  const query = params.toString() ? `?${params.toString()}` : '';
  const isWide = useMediaQuery(DESKTOP_MEDIA);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  // On a phone (inside the folded bar) each selector has a line of its own: how many fit on a line would otherwise
  // depend on the names the lists bring, and the page below would jump when they came (CLS).
  const fields = (
    <div className="flex flex-wrap items-end gap-3 px-4 py-2">
      <label className="flex min-w-40 flex-col max-sm:basis-full gap-1 text-xs font-medium text-muted">
        {t('selectors.lifeCategory')}
        <NativeSelect
          value={lifeCat}
          onChange={(event) => {
            const slug = event.target.value;
            const first = (subcategories.data ?? []).find((s) => s.categorySlug === slug);
            update({ life_cat: slug, subcat: first?.slug ?? null, class: slug === 'health' ? adminClass : null });
          }}
        >
          {(categories.data ?? []).map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex min-w-48 flex-col max-sm:basis-full gap-1 text-xs font-medium text-muted">
        {t('selectors.subcategory')}
        <NativeSelect value={subcat} onChange={(event) => update({ subcat: event.target.value })}>
          {subsOfCategory.map((sub) => (
            <option key={sub.slug} value={sub.slug}>
              {sub.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      {categories.isPending || subcategories.isPending ? (
        // The links' place, kept while the lists load: they would push the page down when they came (CLS).
        <div aria-hidden className="invisible flex min-h-11 flex-wrap items-center gap-x-3 text-sm">
          <span>{t('selectors.editCategory')}</span>
          <span>{t('selectors.editSubcategory')}</span>
        </div>
      ) : chosenCategory ? (
        <div className="flex min-h-11 flex-wrap items-center gap-x-3 text-sm">
          <Link to={`/admin/category/${chosenCategory.id}${query}`} className="text-accent hover:underline">
            {t('selectors.editCategory')}
          </Link>
          {chosenSub ? (
            <Link
              to={`/admin/category/${chosenCategory.id}/sub/${chosenSub.id}${query}`}
              className="text-accent hover:underline"
            >
              {t('selectors.editSubcategory')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {lifeCat === 'health' ? (
        <label className="flex min-w-40 flex-col max-sm:basis-full gap-1 text-xs font-medium text-muted">
          {t('selectors.class')}
          <NativeSelect value={adminClass} onChange={(event) => update({ class: event.target.value })}>
            {ADMIN_CLASSES.map((value) => (
              <option key={value} value={value}>
                {t(`classes.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : null}
    </div>
  );
  if (isWide) return <div className="border-b border-border bg-surface">{fields}</div>;
  // On a phone the selectors fold into one line that says what is chosen; they took 40% of the screen.
  const chosen = [chosenCategory?.name, chosenSub?.name, lifeCat === 'health' ? t(`classes.${adminClass}`) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <details className="group border-b border-border bg-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-4 shrink-0 text-muted" strokeWidth={1.75} aria-hidden />
        <span className="font-medium">{t('selectors.title')}</span>
        <span className="min-w-0 flex-1 truncate text-muted">{chosen}</span>
        <ChevronDown
          className="size-4 shrink-0 text-muted transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none"
          strokeWidth={1.75}
          aria-hidden
        />
      </summary>
      {fields}
    </details>
  );
}
