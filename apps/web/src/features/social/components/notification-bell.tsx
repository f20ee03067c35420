import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useUnreadCount } from '../api/get-unread-count';

/** The most the badge spells out (the API counts up to 100, UNREAD_COUNT_CAP; the bell's chunk stays without zod). */
const BADGE_MAX = 99;

/** "99+" past 99. */
export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * The bell in the shell's top bar: a link to /notifications with the unread count, which refreshes on its own (the
 * count is polled, so a like from someone else shows without a reload). The shell loads it after its first draw.
 */
export function NotificationBell() {
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const { data: unread = 0 } = useUnreadCount();
  if (!ready) return null;
  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label');
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-text',
          isActive && 'text-text',
        )
      }
    >
      <Bell className="size-5" strokeWidth={1.75} aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-none font-semibold text-accent-text tabular-nums"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
