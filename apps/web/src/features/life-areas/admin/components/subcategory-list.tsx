import type { AdminLifeCategory } from '@lifeorbit/contracts/admin-life-areas';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '@/components/ui/admin-list';
import { AreaIcon } from './area-icon';

export const subcategoryPath = (categoryId: string, subcategoryId: string) =>
  `/admin/category/${categoryId}/sub/${subcategoryId}`;

/** A category's subcategories in order, each a link to its page, with what is left to translate. */
export function SubcategoryList({ category }: { category: AdminLifeCategory }) {
  const { t } = useTranslation('adminLifeAreas');
  return (
    <AdminList
      items={category.subcategories}
      isLoading={false}
      listClassName="divide-y divide-border overflow-hidden rounded-[12px] border border-border"
      renderItem={(sub) => {
        const missing = (['es', 'ro'] as const).filter((lang) => !sub.names[lang]);
        return (
          <Link
            to={subcategoryPath(category.id, sub.id)}
            className="flex min-h-12 items-center gap-3 px-3 py-2 text-sm hover:bg-raised"
          >
            <AreaIcon icon={sub.icon} color={category.color} className="size-8 rounded-[8px]" iconClassName="size-4" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-text">{sub.name}</span>
              <span className="block truncate font-mono text-xs text-muted">{sub.slug}</span>
            </span>
            <span className="hidden shrink-0 flex-wrap justify-end gap-1 sm:flex">
              {missing.map((lang) => (
                <span key={lang} className="rounded-full bg-warning/15 px-2 py-0.5 text-xs text-warning">
                  {t('missingIn', { language: t(`languagesInText.${lang}`) })}
                </span>
              ))}
              {sub.navItemCount > 0 ? (
                <span className="rounded-full bg-raised px-2 py-0.5 text-xs text-muted">
                  {t('list.navItems', { count: sub.navItemCount })}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-xs text-muted tabular-nums">
              {t('list.order', { order: sub.displayOrder })}
            </span>
            <ChevronRight aria-hidden strokeWidth={1.75} className="size-4 shrink-0 text-muted" />
          </Link>
        );
      }}
    />
  );
}
