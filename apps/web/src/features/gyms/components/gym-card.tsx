import type { GymCard as GymCardData } from '@lifeorbit/contracts';
import { Building2, Home, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { JoinButton } from './join-button';

/** A gym's logo, or its initial on a tinted square when it has none. Decorative: its name is beside it. */
export function GymLogo({ name, logoUrl, size = 'md' }: { name: string; logoUrl: string | null; size?: 'md' | 'lg' }) {
  const sizes = { md: 'size-12 text-lg', lg: 'size-20 text-3xl' };
  if (logoUrl) return <img src={logoUrl} alt="" className={cn('shrink-0 rounded-[12px] object-cover', sizes[size])} />;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-[12px] bg-accent/15 font-semibold text-accent uppercase',
        sizes[size],
      )}
    >
      {Array.from(name.trim())[0] ?? <Building2 />}
    </span>
  );
}

/** A status other than verified, as a small badge (pending, suspended). */
export function GymStatusBadge({ status }: { status: GymCardData['status'] }) {
  const { t } = useTranslation('gyms');
  if (status === 'verified') return null;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'pending' ? 'bg-warning/15 text-warning' : 'bg-destructive/15 text-destructive',
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** One gym of a list: logo, name, city, members, where I stand; and join or open it. */
export function GymCardRow({ gym, showJoin = true }: { gym: GymCardData; showJoin?: boolean }) {
  const { t } = useTranslation('gyms');
  return (
    <li className="flex items-center gap-3 rounded-[12px] border border-border bg-surface p-3">
      <GymLogo name={gym.name} logoUrl={gym.logoUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/gyms/${gym.id}`} className="truncate font-semibold hover:underline">
            {gym.name}
          </Link>
          <GymStatusBadge status={gym.status} />
        </div>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {gym.city ? <span>{gym.city}</span> : null}
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            {t('card.members', { count: gym.memberCount })}
          </span>
          {gym.membership?.isHome ? (
            <span className="inline-flex items-center gap-1 text-accent">
              <Home className="size-4" aria-hidden />
              {t('card.home')}
            </span>
          ) : null}
          {gym.membership?.role === 'admin' ? (
            <span className="inline-flex items-center gap-1">
              <ShieldCheck className="size-4" aria-hidden />
              {t('card.admin')}
            </span>
          ) : null}
        </p>
      </div>
      {showJoin && !gym.membership && gym.status === 'verified' ? <JoinButton gymId={gym.id} name={gym.name} /> : null}
    </li>
  );
}
