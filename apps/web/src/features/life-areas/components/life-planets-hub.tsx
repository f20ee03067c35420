import { ArrowLeft, Settings } from 'lucide-react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LifeIcon, lifeColor } from '@/components/ui/life-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface HubCategory {
  slug: string;
  name: string;
  icon: string;
  color: string;
}

export interface HubSubcategory {
  slug: string;
  categorySlug: string;
  name: string;
  icon: string;
}

export interface HubChip {
  slug: string;
  name: string;
  color: string;
}

export interface LifePlanetsHubProps {
  categories: HubCategory[];
  subcategories: HubSubcategory[];
  chips: HubChip[];
  isLoading?: boolean;
  headingLevel?: 1 | 2;
  /** Where a subcategory goes (spec §2: /subcategory/{slug}). */
  subcategoryHref?: (slug: string) => string;
  configureHref?: string;
}

/** A point on the orbit: angle 0 is the top, clockwise, as a CSS transform from the centre of the orbit. */
function orbitTransform(index: number, count: number): CSSProperties {
  const angle = -90 + (360 / count) * index;
  return {
    transform: `translate(-50%, -50%) rotate(${angle}deg) translateX(var(--orbit-r)) rotate(${-angle}deg)`,
  };
}

// Spec §9: radius 220, 120 under 640 px wide (measured on the hub itself, so it also fits beside the sidebar).
// The ring turns slowly and the planets stay upright; both pause while a pointer or the keyboard is on the hub, and
// stand still under prefers-reduced-motion.
const RING_SPIN =
  'animate-[spin_160s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none';
const UPRIGHT_SPIN =
  'animate-[spin_160s_linear_infinite_reverse] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none';

/**
 * Spec §2 Life Planets Hub: a central circle with the category planets orbiting it, numbered in order; tapping one
 * shows its subcategories around the circle and the centre becomes a back button; up to three pinned chips above
 * and a gear to Configure.
 */
export function LifePlanetsHub({
  categories,
  subcategories,
  chips,
  isLoading = false,
  headingLevel = 2,
  subcategoryHref = (slug) => `/subcategory/${slug}`,
  configureHref = '/user-dashboard',
}: LifePlanetsHubProps) {
  const { t } = useTranslation('lifeAreas');
  const titleId = useId();
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const lastPlanetRef = useRef<string | null>(null);
  const planetRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = categories.find((category) => category.slug === selectedSlug) ?? null;
  const moons = selected ? subcategories.filter((sub) => sub.categorySlug === selected.slug) : [];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => {
    if (selected) backRef.current?.focus();
    else if (lastPlanetRef.current) planetRefs.current.get(lastPlanetRef.current)?.focus();
  }, [selected]);

  const open = (slug: string) => {
    lastPlanetRef.current = slug;
    setSelectedSlug(slug);
  };

  return (
    <section aria-labelledby={titleId} className="@container flex w-full flex-col items-center gap-4">
      <div className="flex w-full items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading
            id={titleId}
            className={cn(
              'font-semibold tracking-tight text-text',
              headingLevel === 1 ? 'text-2xl md:text-[32px] md:leading-tight' : 'text-xl md:text-2xl',
            )}
          >
            {t('hub.title')}
          </Heading>
          <p className="mt-1 text-sm text-muted md:text-base">{t('hub.hint')}</p>
        </div>
        <Link
          to={configureHref}
          aria-label={t('hub.configure')}
          title={t('hub.configure')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface text-muted transition-colors hover:bg-raised hover:text-text"
        >
          <Settings className="size-5" strokeWidth={1.75} aria-hidden />
        </Link>
      </div>

      <div className="flex min-h-11 w-full flex-wrap items-center justify-center gap-2">
        {isLoading && chips.length === 0 ? (
          <>
            <Skeleton className="h-11 w-36 rounded-full" />
            <Skeleton className="h-11 w-44 rounded-full" />
            <Skeleton className="h-11 w-32 rounded-full" />
          </>
        ) : (
          <ul aria-label={t('hub.pinned')} className="flex flex-wrap justify-center gap-2">
            {chips.map((chip) => (
              <li key={chip.slug}>
                <Link
                  to={subcategoryHref(chip.slug)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-medium text-text transition-colors hover:bg-raised"
                >
                  <span className="size-2.5 rounded-full" style={{ background: lifeColor(chip.color) }} aria-hidden />
                  {chip.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div
        className="group relative mx-auto h-[calc(2*var(--orbit-r)+7.5rem)] w-[calc(2*var(--orbit-r)+6rem)] [--orbit-r:min(120px,calc(50cqw_-_3rem))] @min-[640px]:[--orbit-r:220px]"
        data-testid="hub-orbit"
      >
        {/* The orbit path and the central circle. */}
        <div
          aria-hidden
          className="absolute top-1/2 left-1/2 size-[calc(2*var(--orbit-r))] -translate-x-1/2 -translate-y-1/2 rounded-full border border-dashed border-border"
        />
        <div className="absolute top-1/2 left-1/2 z-10 -translate-x-1/2 -translate-y-1/2">
          {selected ? (
            <button
              ref={backRef}
              type="button"
              onClick={() => setSelectedSlug(null)}
              aria-label={t('hub.back', { name: selected.name })}
              className="flex size-24 flex-col items-center justify-center gap-1 rounded-full border-2 text-center text-xs font-semibold text-text shadow-lg transition-transform duration-200 ease-out hover:scale-105 @min-[640px]:size-32 @min-[640px]:text-sm"
              style={{ borderColor: lifeColor(selected.color), background: lifeColor(selected.color, 0.18) }}
            >
              <ArrowLeft className="size-5" strokeWidth={1.75} aria-hidden />
              <span className="line-clamp-2 max-w-[80%]">{selected.name}</span>
            </button>
          ) : (
            <div
              aria-hidden
              className="flex size-24 items-center justify-center rounded-full border border-border bg-raised shadow-[0_0_48px_-8px_var(--accent)] @min-[640px]:size-32"
            >
              <span className="size-10 rounded-full bg-accent @min-[640px]:size-14" />
            </div>
          )}
        </div>

        {selected ? (
          <ul
            aria-label={t('hub.subcategoriesOf', { name: selected.name })}
            className="absolute top-1/2 left-1/2 size-0 animate-[ping_200ms_ease-out_1_reverse]"
          >
            {moons.map((moon, index) => (
              <li key={moon.slug} className="absolute top-0 left-0" style={orbitTransform(index, moons.length)}>
                <Link
                  to={subcategoryHref(moon.slug)}
                  className="group/moon relative flex size-14 items-center justify-center rounded-full border-2 bg-surface text-text shadow-md transition-transform duration-150 ease-out hover:scale-110 @min-[640px]:size-16"
                  style={{ borderColor: lifeColor(selected.color) }}
                >
                  <LifeIcon name={moon.icon} className="size-6" />
                  <span className="absolute top-full left-1/2 mt-1 w-24 -translate-x-1/2 text-center text-[11px] leading-tight font-medium text-text @min-[640px]:w-28 @min-[640px]:text-xs">
                    {moon.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <ol aria-label={t('hub.areas')} className={cn('absolute top-1/2 left-1/2 size-0', !isLoading && RING_SPIN)}>
            {(isLoading ? skeletonPlanets : categories).map((category, index, all) => (
              <li key={category.slug} className="absolute top-0 left-0" style={orbitTransform(index, all.length)}>
                <div className={isLoading ? undefined : UPRIGHT_SPIN}>
                  {isLoading ? (
                    <Skeleton className="size-14 rounded-full @min-[640px]:size-[72px]" />
                  ) : (
                    <button
                      ref={(node) => {
                        if (node) planetRefs.current.set(category.slug, node);
                        else planetRefs.current.delete(category.slug);
                      }}
                      type="button"
                      onClick={() => open(category.slug)}
                      className="relative flex size-14 items-center justify-center rounded-full text-bg shadow-lg transition-transform duration-150 ease-out hover:scale-110 @min-[640px]:size-[72px]"
                      style={{
                        background: `radial-gradient(circle at 30% 30%, ${lifeColor(category.color, 0.95)}, ${lifeColor(category.color, 0.7)})`,
                        boxShadow: `0 0 28px -6px ${lifeColor(category.color)}`,
                      }}
                    >
                      <LifeIcon name={category.icon} className="size-6 text-[hsl(224_20%_7%)] @min-[640px]:size-7" />
                      <span
                        aria-hidden
                        className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full border border-border bg-bg text-xs font-semibold text-text tabular-nums"
                      >
                        {index + 1}
                      </span>
                      <span className="absolute top-full left-1/2 mt-1.5 w-24 -translate-x-1/2 text-center text-[11px] leading-tight font-medium text-text @min-[640px]:w-28 @min-[640px]:text-xs">
                        {category.name}
                      </span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {selected ? t('hub.showing', { name: selected.name, count: moons.length }) : ''}
      </p>
    </section>
  );
}

const skeletonPlanets: HubCategory[] = Array.from({ length: 6 }, (_, index) => ({
  slug: `loading-${index}`,
  name: '',
  icon: 'planet',
  color: '',
}));
