import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useMyInvitations } from '../api/list-my-invitations';
import { formatInZone } from '../lib/format';
import { AmbassadorSection, SectionLoadFailed, SectionLoading } from './ambassador-section';
import { InvitationChip } from './status-chips';

/** The battles the ambassador is invited to: accept or decline each while it waits for an answer. */
export function MyInvitations() {
  const { t, i18n } = useTranslation('ambassadors');
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const list = invitations.data?.invitations ?? [];
  return (
    <AmbassadorSection title={t('invitations.title')}>
      {invitations.isPending ? (
        <SectionLoading />
      ) : invitations.isError ? (
        <SectionLoadFailed />
      ) : list.length === 0 ? (
        <EmptyState icon={Mail} title={t('invitations.emptyTitle')} description={t('invitations.emptyText')} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {list.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{invitation.battle.name}</p>
                <p className="text-sm text-muted">
                  {t('battles.window', {
                    start: formatInZone(invitation.battle.startsAt, invitation.battle.timeZone, i18n.language),
                    end: formatInZone(invitation.battle.endsAt, invitation.battle.timeZone, i18n.language),
                  })}
                  {' · '}
                  {t(`metrics.${invitation.battle.metric}`)}
                </p>
              </div>
              {invitation.status === 'pending' ? (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    aria-label={t('invitations.acceptLabel', { name: invitation.battle.name })}
                    onClick={() =>
                      answer.mutate(
                        { id: invitation.id, accept: true },
                        {
                          onSuccess: () => toast.success(t('invitations.accepted')),
                          onError: () => toast.error(t('errors.saveFailed')),
                        },
                      )
                    }
                  >
                    {t('invitations.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={answer.isPending}
                    aria-label={t('invitations.declineLabel', { name: invitation.battle.name })}
                    onClick={() =>
                      answer.mutate(
                        { id: invitation.id, accept: false },
                        {
                          onSuccess: () => toast.success(t('invitations.declined')),
                          onError: () => toast.error(t('errors.saveFailed')),
                        },
                      )
                    }
                  >
                    {t('invitations.decline')}
                  </Button>
                </div>
              ) : (
                <InvitationChip status={invitation.status} />
              )}
            </li>
          ))}
        </ul>
      )}
    </AmbassadorSection>
  );
}
