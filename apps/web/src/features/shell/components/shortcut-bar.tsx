import type { BottomNavItem } from '@lifeorbit/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LifeIcon } from '@/components/ui/life-icon';
import { cn } from '@/lib/cn';

/** atlas and planets are named by the app (in the member's language); a category shortcut by the API. */
function labelOf(item: BottomNavItem, t: (key: string) => string): string {
  if (item.target === 'atlas') return t('nav.atlas');
  if (item.target === 'planets') return t('nav.planets');
  return item.name;
}

/**
 * Spec §2: the second, data-driven bottom nav, shown only when there are items (the member's own, or a subcategory's
 * on its page). On phones it sits above the tab bar; from medium width at the foot of the content, beside the sidebar.
 */
export function ShortcutBar({ items, isNamedByApi = false }: { items: BottomNavItem[]; isNamedByApi?: boolean }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (items.length === 0) return null;
  return (
    <nav
      aria-label={t('shortcuts')}
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 border-t border-border bg-surface/95 backdrop-blur md:bottom-4 md:left-[calc(16rem+1rem)] md:mx-auto md:w-fit md:max-w-[calc(100%-18rem)] md:rounded-full md:border md:px-2 md:shadow-lg"
    >
      <ul className="flex items-stretch justify-around gap-1 overflow-x-auto px-2 md:justify-center">
        {items.map((item) => {
          const isActive = here === item.href;
          return (
            <li key={item.id} className="min-w-0 flex-1 md:flex-none">
              <Link
                to={item.href}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 min-w-0 flex-col items-center justify-center gap-0.5 rounded-full px-2 text-[11px] font-medium text-muted transition-colors hover:text-text md:flex-row md:gap-1.5 md:px-3 md:text-xs',
                  isActive && 'text-accent',
                )}
              >
                <LifeIcon name={item.icon} className="size-4 shrink-0" />
                <span className="max-w-full truncate">{isNamedByApi ? item.name : labelOf(item, t)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
