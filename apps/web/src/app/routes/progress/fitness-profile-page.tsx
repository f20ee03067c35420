import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFitnessProfile } from '@/features/profile/api/get-fitness-profile';
import { FitnessProfileForm } from '@/features/profile/components/fitness-profile-form';
import { LoadFailed } from '@/features/progress/components/load-failed';

/** /fitness/profile: body weight, height, level, goal, days a week, rest, warm-up, units and time zone. */
export function FitnessProfilePage() {
  const { t } = useTranslation(['fitnessProfile', 'routes', 'progress']);
  const profile = useFitnessProfile();
  useDocumentTitle(t('routes:fitnessProfile.title'));
  return (
    <>
      <PageHeader title={t('routes:fitnessProfile.title')} description={t('intro')} />
      {profile.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('progress:loading')}>
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : (
        <FitnessProfileForm profile={profile.data} />
      )}
    </>
  );
}
