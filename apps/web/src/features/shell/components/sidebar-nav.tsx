import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SIDEBAR_MAIN, SIDEBAR_MORE, SIDEBAR_OTHER, type NavItem } from './nav-items';

function SidebarLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 items-center gap-3 rounded-[8px] px-3 text-sm text-muted transition-colors hover:bg-raised hover:text-text',
          isActive && 'bg-raised font-medium text-text',
        )
      }
    >
      <Icon className="size-5 shrink-0" strokeWidth={1.75} aria-hidden />
      <span className="truncate">{t(item.labelKey)}</span>
    </NavLink>
  );
}

/** The sidebar's content, shared by the fixed desktop sidebar and the phone drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('mainNavigation')} className="flex flex-col gap-6 p-3">
      <ul className="flex flex-col gap-1">
        <li>
          <SidebarLink item={SIDEBAR_MAIN.first} onNavigate={onNavigate} />
        </li>
        <li>
          <SidebarLink item={SIDEBAR_MAIN.last} onNavigate={onNavigate} />
        </li>
      </ul>
      <div>
        <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{t('nav.other')}</h2>
        <ul className="flex flex-col gap-1">
          {SIDEBAR_OTHER.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </div>
      <ul className="flex flex-col gap-1 border-t border-border pt-4">
        {SIDEBAR_MORE.map((item) => (
          <li key={item.to + item.labelKey}>
            <SidebarLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
