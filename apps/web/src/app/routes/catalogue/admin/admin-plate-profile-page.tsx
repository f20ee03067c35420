import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlateProfile } from '@/features/catalogue/admin/api/get-plate-profile';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { PlateProfileForm } from '@/features/catalogue/admin/components/plate-profile-form';

/** /admin/plates/profiles/:id (and /new): bars, plates per side and increments; making it the only default. */
export function AdminPlateProfilePage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const [newId] = useState(() => crypto.randomUUID());
  const profile = usePlateProfile(isNew ? null : id);
  return (
    <>
      <AdminPageHeader
        title={isNew ? t('plates.new') : (profile.data?.name ?? t('routes:adminPlateProfile.title'))}
        description={t('routes:adminPlateProfile.description')}
        actions={<BackLink to="/admin/plates/profiles">{t('plates.backToList')}</BackLink>}
      />
      {isNew ? <PlateProfileForm profile={null} newId={newId} /> : null}
      {!isNew && profile.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {!isNew && profile.isError ? <LoadError error={profile.error} /> : null}
      {!isNew && profile.data ? <PlateProfileForm key={profile.data.id} profile={profile.data} newId={newId} /> : null}
    </>
  );
}
