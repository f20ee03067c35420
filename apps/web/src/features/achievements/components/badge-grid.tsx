import {
  Award,
  Dumbbell,
  Flame,
  Footprints,
  Medal,
  Moon,
  Orbit,
  Sunrise,
  Timer,
  Trophy,
  Weight,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@lifeorbit/contracts';
import { cn } from '@/lib/cn';
import { dateTimeFormat, numberFormat } from '@/lib/intl';

const GROUP_ICONS: Record<Badge['group'], LucideIcon> = {
  workouts: Dumbbell,
  streaks: Flame,
  records: Trophy,
  volume: Weight,
  strength: Medal,
  habits: Award,
  life: Orbit,
  cardio: Footprints,
};
const CODE_ICONS: Record<string, LucideIcon> = {
  early_bird_5: Sunrise,
  night_owl_5: Moon,
  timed_10h: Timer,
  timed_100h: Timer,
};
/** Groups whose badges each have a name of their own rather than one text with the target in it. */
const OWN_TEXT_GROUPS = new Set<Badge['group']>(['habits', 'life', 'cardio']);

/** The translation keys of a badge: one text per group with the target as a number, or the badge's own. */
export function badgeText(badge: Pick<Badge, 'code' | 'group' | 'target'>, number: Intl.NumberFormat) {
  const own = OWN_TEXT_GROUPS.has(badge.group) ? `badges.${badge.code}` : `groups.${badge.group}`;
  return {
    name: `${own}.name`,
    description: `${own}.description`,
    params: { count: badge.target, value: number.format(badge.target) },
  };
}

function BadgeCard({ badge, lang }: { badge: Badge; lang: string }) {
  const { t } = useTranslation('achievements');
  const Icon = CODE_ICONS[badge.code] ?? GROUP_ICONS[badge.group];
  const number = numberFormat(lang, { maximumFractionDigits: 2 });
  const text = badgeText(badge, number);
  const isEarned = badge.earnedAt !== null;
  const percent = Math.round((badge.current / badge.target) * 100);
  return (
    <li
      className={cn(
        'flex gap-3 rounded-[12px] border p-4',
        isEarned ? 'border-accent/60 bg-accent/10' : 'border-border bg-surface',
      )}
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full',
          isEarned ? 'bg-accent text-accent-text' : 'bg-raised text-muted',
        )}
        aria-hidden
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{t(text.name, text.params)}</h3>
        <p className="text-sm text-muted">{t(text.description, text.params)}</p>
        {isEarned ? (
          <p className="mt-1 text-sm font-medium text-accent">
            {t('earnedOn', {
              date: dateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(badge.earnedAt!)),
            })}
          </p>
        ) : (
          <div className="mt-2">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={badge.target}
              aria-valuenow={badge.current}
              aria-label={t(text.name, text.params)}
              className="h-2 rounded-full bg-raised"
            >
              <div className="h-2 rounded-full bg-accent" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-1 text-xs text-muted tabular-nums">
              {t('progress', { current: number.format(badge.current), target: number.format(badge.target) })}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

/** Every badge, earned ones first in their group's order. */
export function BadgeGrid({ badges, lang }: { badges: Badge[]; lang: string }) {
  const ordered = [...badges.filter((b) => b.earnedAt), ...badges.filter((b) => !b.earnedAt)];
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {ordered.map((badge) => (
        <BadgeCard key={badge.code} badge={badge} lang={lang} />
      ))}
    </ul>
  );
}
