import { memo } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isTrainingDashboard } from '../lib/dashboard-match';
import { BOTTOM_TABS } from './nav-items';

/** The phone's tab bar (DESIGN.md); memoized like the sidebar (ADR 017). */
export const BottomTabBar = memo(function BottomTabBar() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  return (
    <nav
      aria-label={t('tabNavigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_TABS.map((tab) => {
          const Icon = tab.icon;
          return (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-14 flex-col items-center justify-center gap-0.5 text-[10px] tracking-tight text-muted',
                    isActive &&
                      (tab.to !== '/dashboard' || isTrainingDashboard(location.pathname, location.search)) &&
                      'text-accent',
                  )
                }
              >
                <Icon className="size-5" strokeWidth={1.75} aria-hidden />
                <span className="max-w-full truncate px-0.5">{t(tab.labelKey)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
