import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { Chip } from '@/components/ui/chip';
import { Button } from '@/components/ui/button';
import { usePlateProfiles } from '@/features/catalogue/admin/api/list-plate-profiles';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { formatNumberList } from '@/features/catalogue/admin/lib/numbers';

/** /admin/plates/profiles: the catalogue's plate profiles (bars, plates per side, increments); one is the default. */
export function AdminPlateProfilesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const profiles = usePlateProfiles();
  return (
    <>
      <AdminPageHeader
        title={t('routes:adminPlateProfiles.title')}
        description={t('pages.plateProfiles')}
        actions={
          <Button asChild>
            <Link to="/admin/plates/profiles/new">
              <Plus aria-hidden strokeWidth={1.75} />
              {t('plates.new')}
            </Link>
          </Button>
        }
      />
      {profiles.isError ? <LoadError error={profiles.error} onRetry={() => void profiles.refetch()} /> : null}
      <DataTable
        caption={t('routes:adminPlateProfiles.title')}
        columns={[
          t('plates.name'),
          t('common.slug'),
          t('plates.bars'),
          t('plates.platesPerSide'),
          t('plates.increments'),
        ]}
        isLoading={profiles.isPending}
        isEmpty={profiles.data?.items.length === 0}
        emptyText={t('plates.empty')}
      >
        {profiles.data?.items.map((profile) => (
          <tr key={profile.id} className="hover:bg-raised/60">
            <td className="px-3 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/plates/profiles/${profile.id}`} className="font-medium text-accent hover:underline">
                  {profile.name}
                </Link>
                {profile.isDefault ? <Chip tone="accent">{t('plates.default')}</Chip> : null}
              </div>
            </td>
            <td className="px-3 py-2 font-mono text-xs text-muted">{profile.slug}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {t('plates.barsSummary', { barbell: profile.barbellKg, ezbar: profile.ezbarKg, fixed: profile.fixedKg })}
            </td>
            <td className="px-3 py-2 tabular-nums">{formatNumberList(profile.platesKgPerSide)}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {t('plates.incrementsSummary', {
                single: profile.singleMinIncrementKg,
                stack: profile.stackIncrementKg,
              })}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
