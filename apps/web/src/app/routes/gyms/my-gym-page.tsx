import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGym } from '@/features/gyms/api/get-gym';
import { useMyGyms } from '@/features/gyms/api/get-my-gyms';
import { GymHeader } from '@/features/gyms/components/gym-view';
import { EquipmentList, PlatesSummary } from '@/features/gyms/components/gym-sections';

/** /fitness/my-gym: my home gym, its equipment and the plates a workout there loads. */
export function MyGymPage() {
  const { t } = useTranslation(['gyms', 'routes']);
  const lang = useAppLanguage();
  const unit = useMe().data?.profile.weightUnit ?? 'kg';
  const mine = useMyGyms();
  const home = mine.data?.gyms.find((gym) => gym.membership?.isHome);
  const gym = useGym(home?.id, lang);
  useDocumentTitle(t('routes:myGym.title'));

  return (
    <>
      <PageHeader title={t('routes:myGym.title')} description={t('routes:myGym.description')} />
      {mine.isPending || (home && gym.isPending) ? (
        <Skeleton className="h-48 w-full" />
      ) : !home || !gym.data ? (
        <EmptyState
          icon={Building2}
          title={t('gyms:myGym.emptyTitle')}
          description={t('gyms:myGym.emptyText')}
          action={
            <Link to="/gyms" className={buttonVariants({})}>
              {t('gyms:myGym.find')}
            </Link>
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          <GymHeader gym={gym.data} level={2} />
          <p className="text-sm text-muted">{t('gyms:myGym.platesNote')}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <PlatesSummary plates={gym.data.plateProfile} unit={unit} />
            <EquipmentList items={gym.data.equipment} />
          </div>
          <Link to={`/gyms/${gym.data.id}`} className={buttonVariants({ variant: 'secondary' }) + ' self-start'}>
            {t('gyms:myGym.open')}
          </Link>
        </div>
      )}
    </>
  );
}
