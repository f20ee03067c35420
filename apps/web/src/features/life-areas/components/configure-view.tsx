import type { UpdateBottomNavRequest } from '@lifeorbit/contracts';
import { FITNESS_SUBCATEGORY_SLUG, HUB_PINNED_MAX } from '@lifeorbit/domain';
import { ArrowDown, ArrowUp, Check, Globe, Orbit } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LifeIcon, lifeColor } from '@/components/ui/life-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useBottomNav } from '../api/get-bottom-nav';
import { useCategories } from '../api/get-categories';
import { useCategoryPrefs } from '../api/get-category-prefs';
import { usePins } from '../api/get-pins';
import { useSubcategories } from '../api/get-subcategories';
import { useUpdateBottomNav } from '../api/update-bottom-nav';
import { useUpdateCategoryPrefs } from '../api/update-category-prefs';
import { useUpdatePins } from '../api/update-pins';
import { canAddPin, move, orderCategories, SHORTCUTS_MAX } from '../lib/order';

function ToggleChip({
  pressed,
  disabled,
  onClick,
  color,
  icon,
  children,
}: {
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  color?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex min-h-11 w-full items-center gap-2.5 rounded-[8px] border px-3 py-2 text-left text-sm transition-colors duration-150 ease-out disabled:cursor-not-allowed disabled:opacity-45',
        pressed
          ? 'border-accent bg-raised font-medium text-text'
          : 'border-border bg-surface text-text hover:bg-raised',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full border',
          pressed ? 'border-accent bg-accent text-accent-text' : 'border-border',
        )}
        style={!pressed && color ? { borderColor: color } : undefined}
      >
        {pressed ? <Check className="size-4" strokeWidth={2.5} /> : icon}
      </span>
      <span className="min-w-0 flex-1">{children}</span>
    </button>
  );
}

/**
 * Spec §2 Configure (/user-dashboard, and /dashboard?cat=health&sub=configure): the pinned subcategories within
 * the §9 limits, the order of the life areas and the shortcut bar. Every change is saved at once.
 */
export function ConfigureView() {
  const { t } = useTranslation(['lifeAreas', 'shell', 'common']);
  const categories = useCategories();
  const subcategories = useSubcategories();
  const pins = usePins();
  const prefs = useCategoryPrefs();
  const bottomNav = useBottomNav();
  const updatePins = useUpdatePins();
  const updatePrefs = useUpdateCategoryPrefs();
  const updateBottomNav = useUpdateBottomNav();
  const [chosenPins, setChosenPins] = useState<string[] | null>(null);
  const [chosenNav, setChosenNav] = useState<UpdateBottomNavRequest['items'] | null>(null);

  const ordered = orderCategories(categories.data ?? [], prefs.data ?? []);
  const pinned = chosenPins ?? (pins.data ?? []).map((p) => p.slug);
  type NavChoice = UpdateBottomNavRequest['items'][number];
  const navItems: NavChoice[] =
    chosenNav ??
    (bottomNav.data ?? []).flatMap((item): NavChoice[] =>
      item.target === 'atlas' || item.target === 'planets'
        ? [{ target: item.target }]
        : item.target === 'category_dashboard'
          ? [{ target: item.target, slug: item.slug }]
          : [],
    );
  const isLoading = categories.isPending || subcategories.isPending || pins.isPending;
  const saveFailed = (err: Error) => toast.error(t('configure.saveFailed'), { description: err.message });

  const togglePin = (slug: string) => {
    const next = pinned.includes(slug) ? pinned.filter((s) => s !== slug) : [...pinned, slug];
    setChosenPins(next);
    updatePins.mutate(next, {
      onError: (err) => {
        setChosenPins(null);
        saveFailed(err);
      },
    });
  };

  const moveCategory = (index: number, by: -1 | 1) => {
    updatePrefs.mutate(
      move(
        ordered.map((c) => c.slug),
        index,
        by,
      ),
      { onError: saveFailed },
    );
  };

  const navKey = (item: { target: string; slug?: string }) => `${item.target}:${item.slug ?? ''}`;
  const hasNav = (item: { target: string; slug?: string }) => navItems.some((i) => navKey(i) === navKey(item));
  const toggleNav = (item: NavChoice) => {
    const next = hasNav(item) ? navItems.filter((i) => navKey(i) !== navKey(item)) : [...navItems, item];
    setChosenNav(next);
    updateBottomNav.mutate(
      { items: next },
      {
        onError: (err) => {
          setChosenNav(null);
          saveFailed(err);
        },
      },
    );
  };

  const fitnessPinned = pinned.includes(FITNESS_SUBCATEGORY_SLUG);

  return (
    <div className="flex flex-col gap-6">
      <Card aria-labelledby="configure-pins">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle id="configure-pins">{t('configure.pinsTitle')}</CardTitle>
            <CardDescription>{t('configure.pinsDescription')}</CardDescription>
          </div>
          <p className="rounded-full bg-raised px-3 py-1 text-sm font-medium tabular-nums" aria-live="polite">
            {t('configure.pinnedCount', { count: pinned.length, max: HUB_PINNED_MAX })}
          </p>
        </div>
        {fitnessPinned ? <p className="mt-3 text-sm text-muted">{t('configure.fitnessNote')}</p> : null}
        {pinned.length >= HUB_PINNED_MAX ? (
          <p className="mt-3 text-sm text-warning">{t('configure.limitReached')}</p>
        ) : null}
        {isLoading ? (
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-5">
            {ordered.map((category) => (
              <fieldset key={category.slug}>
                <legend className="mb-2 flex items-center gap-2 text-sm font-semibold">
                  <span
                    className="size-2.5 rounded-full"
                    style={{ background: lifeColor(category.color) }}
                    aria-hidden
                  />
                  {category.name}
                </legend>
                <ul className="grid grid-cols-2 gap-2 lg:grid-cols-3">
                  {(subcategories.data ?? [])
                    .filter((sub) => sub.categorySlug === category.slug)
                    .map((sub) => (
                      <li key={sub.slug}>
                        <ToggleChip
                          pressed={pinned.includes(sub.slug)}
                          disabled={!canAddPin(pinned, sub.slug)}
                          onClick={() => togglePin(sub.slug)}
                          color={lifeColor(category.color)}
                          icon={<LifeIcon name={sub.icon} className="size-3.5" />}
                        >
                          {sub.name}
                        </ToggleChip>
                      </li>
                    ))}
                </ul>
              </fieldset>
            ))}
          </div>
        )}
      </Card>

      <Card aria-labelledby="configure-order">
        <CardTitle id="configure-order">{t('configure.orderTitle')}</CardTitle>
        <CardDescription>{t('configure.orderDescription')}</CardDescription>
        <ol className="mt-4 flex flex-col gap-2">
          {ordered.map((category, index) => (
            <li
              key={category.slug}
              className="flex min-h-14 items-center gap-3 rounded-[8px] border border-border bg-bg/40 py-1.5 pr-1.5 pl-3"
            >
              <span className="w-5 text-sm font-semibold text-muted tabular-nums" aria-hidden>
                {index + 1}
              </span>
              <span
                className="inline-flex size-8 items-center justify-center rounded-full"
                style={{ background: lifeColor(category.color, 0.18), color: lifeColor(category.color) }}
                aria-hidden
              >
                <LifeIcon name={category.icon} className="size-4" />
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">{category.name}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('configure.moveUp', { name: category.name })}
                disabled={index === 0}
                onClick={() => moveCategory(index, -1)}
              >
                <ArrowUp aria-hidden strokeWidth={1.75} />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('configure.moveDown', { name: category.name })}
                disabled={index === ordered.length - 1}
                onClick={() => moveCategory(index, 1)}
              >
                <ArrowDown aria-hidden strokeWidth={1.75} />
              </Button>
            </li>
          ))}
        </ol>
      </Card>

      <Card aria-labelledby="configure-shortcuts">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle id="configure-shortcuts">{t('configure.shortcutsTitle')}</CardTitle>
            <CardDescription>{t('configure.shortcutsDescription')}</CardDescription>
          </div>
          <p className="rounded-full bg-raised px-3 py-1 text-sm font-medium tabular-nums">
            {t('configure.shortcutCount', { count: navItems.length, max: SHORTCUTS_MAX })}
          </p>
        </div>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {(
            [
              { item: { target: 'atlas' as const }, label: t('shell:nav.atlas'), icon: <Globe className="size-3.5" /> },
              {
                item: { target: 'planets' as const },
                label: t('shell:nav.planets'),
                icon: <Orbit className="size-3.5" />,
              },
              ...ordered.map((category) => ({
                item: { target: 'category_dashboard' as const, slug: category.slug },
                label: category.name,
                icon: <LifeIcon name={category.icon} className="size-3.5" />,
              })),
            ] as const
          ).map(({ item, label, icon }) => {
            const on = hasNav(item);
            return (
              <li key={navKey(item)}>
                <ToggleChip
                  pressed={on}
                  disabled={!on && navItems.length >= SHORTCUTS_MAX}
                  onClick={() => toggleNav(item)}
                  icon={icon}
                >
                  {label}
                </ToggleChip>
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}
