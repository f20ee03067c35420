import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGym } from '@/features/gyms/api/get-gym';
import { GymView } from '@/features/gyms/components/gym-view';
import { MemberAvatar } from '@/features/social/components/member-avatar';

/** /gyms/:gymId: a gym's page. */
export function GymPage() {
  const { t } = useTranslation(['gyms', 'routes']);
  const { gymId } = useParams();
  const lang = useAppLanguage();
  const gym = useGym(gymId, lang);
  const unit = useMe().data?.profile.weightUnit ?? 'kg';
  useDocumentTitle(gym.data?.name ?? t('routes:gym.title'));

  if (gym.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-hidden>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (gym.isError) {
    return (
      <>
        <h1 className="sr-only">{t('routes:gym.title')}</h1>
        <EmptyState
          icon={Building2}
          title={t('gyms:detail.notFoundTitle')}
          description={t('gyms:detail.notFoundText')}
        />
      </>
    );
  }
  return (
    <GymView
      gym={gym.data}
      unit={unit}
      avatar={(member) => <MemberAvatar name={member.name} avatarUrl={member.avatarUrl} size="sm" />}
    />
  );
}
