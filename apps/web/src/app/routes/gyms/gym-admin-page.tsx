import { ArrowLeft, Building2, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGym } from '@/features/gyms/api/get-gym';
import { GymDetailsForm, GymEquipmentForm, GymPlatesForm } from '@/features/gyms/components/gym-admin-forms';
import { GymStatusBadge } from '@/features/gyms/components/gym-card';
import { GymImagesForm } from '@/features/gyms/components/gym-images-form';
import { GymMembersAdmin } from '@/features/gyms/components/gym-members-admin';
import { useCatalogueFilters } from '@/features/catalogue/api/get-catalogue-filters';
import { MemberAvatar } from '@/features/social/components/member-avatar';

/** /gyms/:gymId/admin: for this gym's admins (and superadmins): every field, equipment, plates and members. */
export function GymAdminPage() {
  const { t } = useTranslation(['gyms', 'routes']);
  const { gymId } = useParams();
  const lang = useAppLanguage();
  const gym = useGym(gymId, lang);
  const filters = useCatalogueFilters(lang);
  useDocumentTitle(gym.data ? t('gyms:admin.titleOf', { name: gym.data.name }) : t('routes:gymAdmin.title'));

  if (gym.isPending) return <Skeleton className="h-64 w-full" />;
  if (gym.isError || !gym.data.canAdmin) {
    return (
      <>
        <h1 className="sr-only">{t('routes:gymAdmin.title')}</h1>
        <EmptyState
          icon={gym.isError ? Building2 : ShieldAlert}
          title={gym.isError ? t('gyms:detail.notFoundTitle') : t('gyms:admin.notAdminTitle')}
          description={gym.isError ? t('gyms:detail.notFoundText') : t('gyms:admin.notAdminText')}
        />
      </>
    );
  }
  const data = gym.data;
  return (
    <>
      <Link to={`/gyms/${data.id}`} className="mb-3 inline-flex items-center gap-1 text-sm text-accent hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('gyms:admin.back', { name: data.name })}
      </Link>
      <PageHeader
        title={t('gyms:admin.titleOf', { name: data.name })}
        description={t('routes:gymAdmin.description')}
        actions={<GymStatusBadge status={data.status} />}
      />
      {data.status === 'pending' ? <p className="mb-4 text-sm text-warning">{t('gyms:admin.pendingNote')}</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <GymImagesForm gym={data} />
          <GymDetailsForm key={`details-${data.id}`} gym={data} />
        </div>
        <div className="flex flex-col gap-4">
          <GymPlatesForm key={`plates-${data.id}`} gym={data} />
          <GymEquipmentForm key={`equipment-${data.id}`} gym={data} options={filters.data?.equipment ?? []} />
        </div>
        <GymMembersAdmin
          gymId={data.id}
          avatar={(member) => <MemberAvatar name={member.name} avatarUrl={member.avatarUrl} size="sm" />}
        />
      </div>
    </>
  );
}
