import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDay } from '@/lib/local-date';
import { useReferrals } from '../api/list-referrals';
import { AmbassadorSection, SectionLoadFailed, SectionLoading } from './ambassador-section';

/** The members the ambassador referred: when they joined and how much they train, a page at a time. */
export function ReferredMembers() {
  const { t, i18n } = useTranslation('ambassadors');
  const referrals = useReferrals();
  const members = referrals.data?.pages.flatMap((page) => page.members) ?? [];
  return (
    <AmbassadorSection title={t('referred.title')}>
      {referrals.isPending ? (
        <SectionLoading />
      ) : referrals.isError ? (
        <SectionLoadFailed />
      ) : members.length === 0 ? (
        <EmptyState icon={Users} title={t('referred.emptyTitle')} description={t('referred.emptyText')} />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('referred.title')}</caption>
              <thead className="text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('referred.member')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('referred.joined')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('referred.workouts30')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('referred.lastWorkout')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {members.map((member, index) => (
                  <tr key={`${member.joinedAt}-${index}`}>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {member.name}
                    </th>
                    <td className="py-2 pr-3">{formatDay(member.joinedAt.slice(0, 10), i18n.language)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{member.workoutsLast30Days}</td>
                    <td className="py-2">
                      {member.lastWorkoutAt
                        ? formatDay(member.lastWorkoutAt.slice(0, 10), i18n.language)
                        : t('referred.never')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {referrals.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={referrals.isFetchingNextPage}
              onClick={() => void referrals.fetchNextPage()}
            >
              {t('showMore')}
            </Button>
          ) : null}
        </>
      )}
    </AmbassadorSection>
  );
}
