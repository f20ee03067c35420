import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useAdminAmbassadors } from '../api/list-admin-ambassadors';
import { useInvite } from '../api/invite-ambassadors';

/** Invites more active ambassadors to a battle that has not started. */
export function BattleInviteForm({ battleId, invited }: { battleId: string; invited: string[] }) {
  const { t } = useTranslation('ambassadors');
  const ambassadors = useAdminAmbassadors('', 'active');
  const invite = useInvite();
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = (ambassadors.data?.pages.flatMap((page) => page.ambassadors) ?? []).filter(
    (ambassador) => !invited.includes(ambassador.id),
  );
  if (ambassadors.isPending) return <Skeleton className="h-16 w-full" />;
  if (candidates.length === 0) return <p className="text-sm text-muted">{t('adminBattle.everyoneInvited')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { id: battleId, ambassadorIds: chosen },
      {
        onSuccess: () => {
          toast.success(t('adminBattle.invited', { count: chosen.length }));
          setChosen([]);
        },
        onError: () => toast.error(t('errors.saveFailed')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('adminBattle.inviteLegend')}</legend>
        {candidates.map((ambassador) => (
          <label key={ambassador.id} className="flex min-h-11 items-center gap-2 rounded-[8px] px-2 hover:bg-raised">
            <input
              type="checkbox"
              checked={chosen.includes(ambassador.id)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, ambassador.id] : current.filter((id) => id !== ambassador.id),
                )
              }
            />
            <span>
              {ambassador.name} <span className="text-muted">{ambassador.email}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={chosen.length === 0 || invite.isPending}>
        {t('adminBattle.invite')}
      </Button>
    </form>
  );
}
