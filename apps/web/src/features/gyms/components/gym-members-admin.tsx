import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useGymMembers } from '../api/list-gym-members';
import { useRemoveMember } from '../api/remove-member';
import { useSetMemberRole } from '../api/set-member-role';
import type { AvatarOf } from './gym-view';

/** The gym's members, by handle (an admin sees every one): promote to admin, demote, remove (the last admin stays). */
export function GymMembersAdmin({ gymId, avatar }: { gymId: string; avatar: AvatarOf }) {
  const { t } = useTranslation('gyms');
  const members = useGymMembers(gymId);
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const list = members.data?.pages.flatMap((page) => page.members) ?? [];
  const failed = (error: unknown) =>
    toast.error((error as { status?: number }).status === 409 ? t('detail.lastAdmin') : t('detail.changeFailed'));
  const busy = setRole.isPending || remove.isPending;
  return (
    <Card>
      <CardTitle>{t('members.title')}</CardTitle>
      {members.isPending ? (
        <Skeleton className="mt-2 h-24 w-full" />
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('members.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {list.map(({ handle, ...member }, index) => {
            const name = member.name ?? t('members.anonymous');
            return (
              <li key={handle ?? `member-${index}`} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                {avatar({ name, avatarUrl: member.avatarUrl })}
                {handle ? (
                  <Link to={`/u/${handle}`} className="min-w-0 flex-1 truncate hover:underline">
                    {name}
                    {member.isMe ? ` (${t('members.you')})` : ''}
                  </Link>
                ) : (
                  <span className="min-w-0 flex-1 truncate">{name}</span>
                )}
                <span className="text-xs text-muted">{t(`members.role.${member.role}`)}</span>
                {handle ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      setRole.mutate(
                        { gymId, handle, role: member.role === 'admin' ? 'member' : 'admin' },
                        { onError: failed },
                      )
                    }
                  >
                    {member.role === 'admin' ? t('members.demote', { name }) : t('members.promote', { name })}
                  </Button>
                ) : null}
                {handle && !member.isMe ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() =>
                      remove.mutate(
                        { gymId, handle },
                        { onSuccess: () => toast.success(t('members.removed', { name })), onError: failed },
                      )
                    }
                  >
                    {t('members.remove', { name })}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {members.hasNextPage ? (
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void members.fetchNextPage()}>
          {t('members.more')}
        </Button>
      ) : null}
    </Card>
  );
}
