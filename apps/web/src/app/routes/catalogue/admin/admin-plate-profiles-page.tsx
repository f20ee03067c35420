import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/ui/add-button';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { PlateProfileList } from '@/features/catalogue/admin/components/plate-profile-list';

/** /admin/plates/profiles: the catalogue's plate profiles (bars, plates per side, increments); one is the default. */
export function AdminPlateProfilesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader
        title={t('routes:adminPlateProfiles.title')}
        description={t('pages.plateProfiles')}
        actions={<AddButton to="/admin/plates/profiles/new">{t('plates.new')}</AddButton>}
      />
      <PlateProfileList caption={t('routes:adminPlateProfiles.title')} />
    </>
  );
}
