import type { GymDetail, MemberCard } from '@lifeorbit/contracts';
import type { ReactNode } from 'react';
import { Home, MapPin, Settings, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants, Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useGymLeaderboard } from '../api/get-gym-leaderboard';
import { useGymMembers } from '../api/list-gym-members';
import { useGymWorkouts } from '../api/get-gym-workouts';
import { useLeaveGym } from '../api/leave-gym';
import { useUpdateMembership } from '../api/update-membership';
import { weightText } from '../lib/format';
import { GymLogo, GymStatusBadge } from './gym-card';
import { EquipmentList, OpeningHours, PlatesSummary } from './gym-sections';
import { JoinButton } from './join-button';

/** A member's small picture, drawn by the page (the social feature owns avatars). */
export type AvatarOf = (member: Pick<MemberCard, 'name' | 'avatarUrl'>) => ReactNode;

/** The top of a gym's page: cover, logo, name, city and address, member count. */
export function GymHeader({
  gym,
  level = 1,
}: {
  gym: Pick<GymDetail, 'name' | 'city' | 'address' | 'logoUrl' | 'coverUrl' | 'memberCount'> & {
    status?: GymDetail['status'];
  };
  /** The name's heading level: 1 on the gym's own page, 2 inside another page. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('gyms');
  return (
    <header className="overflow-hidden rounded-[16px] border border-border bg-surface">
      {gym.coverUrl ? (
        <img src={gym.coverUrl} alt="" className="h-36 w-full object-cover md:h-48" />
      ) : (
        <div aria-hidden className="h-20 bg-linear-to-r from-accent/25 via-accent/10 to-transparent md:h-28" />
      )}
      <div className="flex items-end gap-4 px-4 pb-4 -mt-8">
        <GymLogo name={gym.name} logoUrl={gym.logoUrl} size="lg" />
        <div className="min-w-0 pb-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="text-2xl font-semibold tracking-tight md:text-[28px]">{gym.name}</Heading>
            {gym.status ? <GymStatusBadge status={gym.status} /> : null}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {gym.city || gym.address ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden />
                {[gym.address, gym.city].filter(Boolean).join(', ')}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Users className="size-4" aria-hidden />
              {t('card.members', { count: gym.memberCount })}
            </span>
          </p>
        </div>
      </div>
    </header>
  );
}

/** Join, leave, make home, show me on the leaderboard: where I stand at this gym. */
function MembershipActions({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation('gyms');
  const update = useUpdateMembership();
  const leave = useLeaveGym();
  const membership = gym.membership;
  if (!membership) {
    return gym.status === 'verified' ? (
      <JoinButton gymId={gym.id} name={gym.name} size="md" />
    ) : (
      <p className="text-sm text-muted">{t('detail.notOpen')}</p>
    );
  }
  const failed = () => toast.error(t('detail.changeFailed'));
  return (
    <div className="flex flex-wrap items-center gap-2">
      {membership.isHome ? (
        <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-accent/15 px-3 text-sm text-accent">
          <Home className="size-4" aria-hidden />
          {t('detail.isHome')}
        </span>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { gymId: gym.id, body: { isHome: true } },
              { onSuccess: () => toast.success(t('detail.homeSet', { name: gym.name })), onError: failed },
            )
          }
        >
          <Home aria-hidden />
          {t('detail.makeHome')}
        </Button>
      )}
      <label className="inline-flex min-h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-accent)]"
          checked={membership.leaderboardOptIn}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ gymId: gym.id, body: { leaderboardOptIn: event.target.checked } }, { onError: failed })
          }
        />
        {t('detail.showOnLeaderboard')}
      </label>
      <Button
        size="sm"
        variant="ghost"
        disabled={leave.isPending}
        onClick={() =>
          leave.mutate(
            { gymId: gym.id },
            {
              onSuccess: () => toast.success(t('detail.left', { name: gym.name })),
              onError: (error) =>
                toast.error(
                  (error as { status?: number }).status === 409 ? t('detail.lastAdmin') : t('detail.changeFailed'),
                ),
            },
          )
        }
      >
        {t('detail.leave')}
      </Button>
    </div>
  );
}

function Members({ gymId, avatar }: { gymId: string; avatar: AvatarOf }) {
  const { t } = useTranslation('gyms');
  const members = useGymMembers(gymId);
  const list = members.data?.pages.flatMap((page) => page.members) ?? [];
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Users className="size-5 text-muted" aria-hidden />
        {t('members.title')}
      </CardTitle>
      {members.isPending ? (
        <Skeleton className="mt-2 h-24 w-full" />
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('members.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {list.map((member, index) => {
            // A private member is shown to the other members as "a member": no name, picture or link.
            const name = member.name ?? t('members.anonymous');
            return (
              <li key={member.handle ?? `member-${index}`} className="flex items-center gap-2 text-sm">
                {avatar({ name, avatarUrl: member.avatarUrl })}
                {member.handle ? (
                  <Link to={`/u/${member.handle}`} className="truncate hover:underline">
                    {name}
                  </Link>
                ) : (
                  <span className="truncate text-muted">{name}</span>
                )}
                {member.role === 'admin' ? <span className="text-xs text-muted">{t('card.admin')}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      {members.hasNextPage ? (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          disabled={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {t('members.more')}
        </Button>
      ) : null}
    </Card>
  );
}

function Leaderboard({ gymId, unit }: { gymId: string; unit: 'kg' | 'lb' }) {
  const { t, i18n } = useTranslation('gyms');
  const board = useGymLeaderboard(gymId);
  const rows = board.data?.rows ?? [];
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Trophy className="size-5 text-muted" aria-hidden />
        {t('leaderboard.title')}
      </CardTitle>
      {board.isPending ? (
        <Skeleton className="mt-2 h-24 w-full" />
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('leaderboard.none')}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('leaderboard.caption')}</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="py-1 pr-2">
                #
              </th>
              <th scope="col" className="py-1 pr-2">
                {t('leaderboard.member')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('leaderboard.volume')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('leaderboard.workouts')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.handle} className="border-t border-border/60">
                <td className="py-1.5 pr-2 tabular-nums">{row.rank}</td>
                <td className="py-1.5 pr-2">
                  <Link to={`/u/${row.handle}`} className="hover:underline">
                    {row.name}
                  </Link>
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{weightText(row.volumeKg, unit, i18n.language)}</td>
                <td className="py-1.5 text-right tabular-nums">{row.workouts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function RecentWorkouts({ gymId, unit, avatar }: { gymId: string; unit: 'kg' | 'lb'; avatar: AvatarOf }) {
  const { t, i18n } = useTranslation('gyms');
  const workouts = useGymWorkouts(gymId);
  const list = workouts.data?.workouts ?? [];
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Card>
      <CardTitle>{t('workouts.title')}</CardTitle>
      {workouts.isPending ? (
        <Skeleton className="mt-2 h-24 w-full" />
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('workouts.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {list.map((workout) => (
            <li key={workout.id} className="flex items-center gap-2 text-sm">
              {avatar(workout.author)}
              <div className="min-w-0">
                <p className="truncate">
                  <Link to={`/u/${workout.author.handle}`} className="font-medium hover:underline">
                    {workout.author.name}
                  </Link>{' '}
                  · {workout.title}
                </p>
                <p className="text-xs text-muted tabular-nums">
                  {date.format(new Date(workout.startedAt))} · {t('workouts.sets', { count: workout.setCount })} ·{' '}
                  {weightText(workout.volumeKg, unit, i18n.language)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /gyms/:gymId: everything about a gym, and where I stand there. */
export function GymView({ gym, unit, avatar }: { gym: GymDetail; unit: 'kg' | 'lb'; avatar: AvatarOf }) {
  const { t } = useTranslation('gyms');
  return (
    <div className="flex flex-col gap-4">
      <GymHeader gym={gym} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MembershipActions gym={gym} />
        {gym.canAdmin ? (
          <Link to={`/gyms/${gym.id}/admin`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <Settings aria-hidden />
            {t('detail.manage')}
          </Link>
        ) : null}
      </div>
      {gym.description ? (
        <p className="whitespace-pre-line rounded-[12px] border border-border bg-surface p-4 text-sm">
          {gym.description}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <EquipmentList items={gym.equipment} />
        <PlatesSummary plates={gym.plateProfile} unit={unit} />
        <OpeningHours periods={gym.openingHours} />
        <Leaderboard gymId={gym.id} unit={unit} />
        {gym.membership || gym.canAdmin ? (
          <Members gymId={gym.id} avatar={avatar} />
        ) : (
          <Card>
            <CardTitle className="flex items-center gap-2">
              <Users className="size-5 text-muted" aria-hidden />
              {t('members.title')}
            </CardTitle>
            <p className="mt-2 text-sm text-muted">{t('members.membersOnly')}</p>
          </Card>
        )}
        <RecentWorkouts gymId={gym.id} unit={unit} avatar={avatar} />
      </div>
    </div>
  );
}
