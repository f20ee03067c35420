import type { PinnedSubcategory } from '@lifeorbit/contracts';
import { sidebarPinnedSlugs, subcategoryRoute } from '@lifeorbit/domain';
import { ChevronRight } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LifeIcon, lifeColor } from '@/components/ui/life-icon';
import { cn } from '@/lib/cn';
import { isSubcategoryDashboard, isTrainingDashboard } from '../lib/dashboard-match';
import { SIDEBAR_MAIN, SIDEBAR_SECTIONS, type NavItem, type NavSection } from './nav-items';

const linkClass = (isActive: boolean) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-[8px] px-3 text-sm text-muted transition-colors hover:bg-raised hover:text-text',
    isActive && 'bg-raised font-medium text-text',
  );

function SidebarLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const Icon = item.icon;
  return (
    <NavLink to={item.to} onClick={onNavigate} className={({ isActive }) => linkClass(isActive)}>
      <Icon className="size-5 shrink-0" strokeWidth={1.75} aria-hidden />
      <span className="truncate">{t(item.labelKey)}</span>
    </NavLink>
  );
}

/** /dashboard links differ only in their query string, which NavLink ignores; this compares cat and sub too. */
function DashboardLink({
  to,
  isActive,
  onNavigate,
  children,
}: {
  to: string;
  isActive: boolean;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} onClick={onNavigate} aria-current={isActive ? 'page' : undefined} className={linkClass(isActive)}>
      {children}
    </Link>
  );
}

const NOTHING_ELSEWHERE: readonly string[] = [];

function SidebarSection({
  section,
  items,
  onNavigate,
}: {
  section: NavSection;
  items: NavItem[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const list = (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <SidebarLink item={item} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
  const title = t(section.titleKey);
  if (!section.isFoldable) {
    return (
      <div>
        <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
        {list}
      </div>
    );
  }
  return (
    <details className="group" open={items.some((item) => pathname.startsWith(item.to)) || undefined}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-[8px] px-3 text-xs font-semibold tracking-wide text-muted uppercase hover:bg-raised hover:text-text [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 transition-transform duration-150 group-open:rotate-90 motion-reduce:transition-none"
          strokeWidth={1.75}
          aria-hidden
        />
        {title}
      </summary>
      {list}
    </details>
  );
}

/**
 * The sidebar's content, shared by the fixed desktop sidebar and the phone drawer (spec §2): Training, up to three
 * pinned subcategories (two when fitness-exercise is pinned, which is left out), Discover; then Other; then the rest
 * of the spec's links, folded under More.
 * Memoized: the shell draws again whenever one of its queries answers, the links need not (ADR 017).
 */
export const SidebarNav = memo(function SidebarNav({
  pins,
  onNavigate,
  shownElsewhere = NOTHING_ELSEWHERE,
}: {
  /** The member's pinned subcategories (the life-areas feature reads them). */
  pins: readonly PinnedSubcategory[];
  onNavigate?: () => void;
  /** Paths the screen already links to outside the sidebar (header nav, tab bar): not repeated here. */
  shownElsewhere?: readonly string[];
}) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const fitnessActive = isTrainingDashboard(location.pathname, location.search);
  const shown = sidebarPinnedSlugs(pins.map((pin) => pin.slug)).flatMap((slug) => {
    const pin = pins.find((p) => p.slug === slug);
    return pin ? [pin] : [];
  });
  const FitnessIcon = SIDEBAR_MAIN.first.icon;

  return (
    <nav aria-label={t('mainNavigation')} className="flex flex-col gap-4 p-3">
      <ul className="flex flex-col gap-1">
        <li>
          <DashboardLink to={SIDEBAR_MAIN.first.to} isActive={fitnessActive} onNavigate={onNavigate}>
            <FitnessIcon className="size-5 shrink-0" strokeWidth={1.75} aria-hidden />
            <span className="truncate">{t(SIDEBAR_MAIN.first.labelKey)}</span>
          </DashboardLink>
        </li>
        {shown.length > 0 ? (
          <li>
            <ul aria-label={t('pinned')} className="flex flex-col gap-1">
              {shown.map((pin) => (
                <li key={pin.slug}>
                  <DashboardLink
                    to={subcategoryRoute(pin.categorySlug, pin.slug)}
                    isActive={isSubcategoryDashboard(location.pathname, location.search, pin.slug)}
                    onNavigate={onNavigate}
                  >
                    <span
                      className="inline-flex size-5 shrink-0 items-center justify-center"
                      style={{ color: lifeColor(pin.color) }}
                    >
                      <LifeIcon name={pin.icon} className="size-5" />
                    </span>
                    <span className="truncate">{pin.name}</span>
                  </DashboardLink>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {shownElsewhere.includes(SIDEBAR_MAIN.last.to) ? null : (
          <li>
            <SidebarLink item={SIDEBAR_MAIN.last} onNavigate={onNavigate} />
          </li>
        )}
      </ul>
      {SIDEBAR_SECTIONS.map((section) => (
        <SidebarSection
          key={section.id}
          section={section}
          items={section.items.filter((item) => !shownElsewhere.includes(item.to))}
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  );
});
