import { hubPinnedSlugs } from '@lifeorbit/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCategories } from '../api/get-categories';
import { useCategoryPrefs } from '../api/get-category-prefs';
import { usePins } from '../api/get-pins';
import { useSubcategories } from '../api/get-subcategories';
import { orderCategories } from '../lib/order';
import { LifePlanetsHub, type HubChip } from './life-planets-hub';

/**
 * The hub with its data: categories and subcategories for everyone; the member's pins and category order when
 * signed in (visitors see the default chips of spec §9).
 */
export function ConnectedHub({ signedIn, headingLevel = 2 }: { signedIn: boolean; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('lifeAreas');
  const categories = useCategories();
  const subcategories = useSubcategories();
  const pins = usePins({ enabled: signedIn });
  const prefs = useCategoryPrefs({ enabled: signedIn });

  if (categories.isError || subcategories.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-[12px] border border-border p-6 text-center"
      >
        <p className="font-semibold">{t('hub.loadFailed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void categories.refetch();
            void subcategories.refetch();
          }}
        >
          {t('common:retry')}
        </Button>
      </div>
    );
  }

  const subcategoryList = subcategories.data ?? [];
  const colorOf = (categorySlug: string) => categories.data?.find((c) => c.slug === categorySlug)?.color ?? '';
  const pinned = pins.data ?? [];
  const chipSlugs = hubPinnedSlugs(pinned.map((pin) => pin.slug));
  const chips: HubChip[] = chipSlugs.flatMap((slug) => {
    const sub = subcategoryList.find((s) => s.slug === slug);
    return sub ? [{ slug, name: sub.name, color: colorOf(sub.categorySlug) }] : [];
  });

  return (
    <LifePlanetsHub
      headingLevel={headingLevel}
      isLoading={categories.isPending || subcategories.isPending || (signedIn && pins.isPending)}
      categories={orderCategories(categories.data ?? [], prefs.data ?? [])}
      subcategories={subcategoryList}
      chips={chips}
    />
  );
}
