import type { BottomNavItem } from '@lifeorbit/contracts';
import { useLocation } from 'react-router';
import { useBottomNav } from '@/features/life-areas/api/get-bottom-nav';
import { useSubcategoryNav } from '@/features/life-areas/api/get-subcategory-nav';
import { dashboardSubcategory } from '@/features/shell/lib/dashboard-match';

export interface Shortcuts {
  items: BottomNavItem[];
  /** Staff name a subcategory's items in every language; the member's own atlas and planets are named by the app. */
  isNamedByApi: boolean;
}

/**
 * Spec §2's second, data-driven bottom nav (ADR 008): on a subcategory's page, the items staff set for that
 * subcategory when it has some; everywhere else (and meanwhile), the member's own shortcuts.
 */
export function useShortcuts(): Shortcuts {
  const { pathname, search } = useLocation();
  const subcategory = dashboardSubcategory(pathname, search);
  const own = useBottomNav();
  const section = useSubcategoryNav(subcategory);
  if (subcategory && section.data && section.data.length > 0) return { items: section.data, isNamedByApi: true };
  return { items: own.data ?? [], isNamedByApi: false };
}
